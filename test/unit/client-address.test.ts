import { addressInRanges, canonicalRange, clientAddress, parseRanges, UNKNOWN_ADDRESS } from "../../lib/client-address";

describe("canonicalRange", () => {
  it.each([
    ["203.0.113.0/24", "203.0.113.0/24"],
    ["10.1.2.3/8", "10.0.0.0/8"],
    [" 198.51.100.7 ", "198.51.100.7/32"],
    ["2001:db8::1/32", "2001:db8::/32"],
    ["2001:DB8::1", "2001:db8::1/128"],
    ["::ffff:192.0.2.1", "192.0.2.1/32"],
    ["::ffff:192.0.2.0/120", "192.0.2.0/24"],
    ["0.0.0.0/0", "0.0.0.0/0"],
  ])("%s is %s", (text, canonical) => {
    expect(canonicalRange(text)).toBe(canonical);
  });

  it.each([
    "10.0.0.0/33",
    "127.1",
    "0x7f.0.0.1",
    "010.0.0.1",
    "10/8",
    "fe80::1%eth0",
    "1.2.3.4/8/8",
    "1.2.3.4/",
    "",
    "x",
    "2001:db8::/129",
  ])("refuses %j", (text) => {
    expect(canonicalRange(text)).toBeUndefined();
  });
});

describe("addressInRanges", () => {
  const ranges = parseRanges(["10.0.0.0/8", "2001:db8::/32", "192.0.2.7"]);
  it.each([
    ["10.200.1.1", true],
    ["11.0.0.1", false],
    ["::ffff:10.0.0.1", true],
    ["2001:db8:1::5", true],
    ["2001:db9::5", false],
    ["192.0.2.7", true],
    ["192.0.2.8", false],
    [UNKNOWN_ADDRESS, false],
    ["", false],
  ])("%s: %s", (address, inside) => {
    expect(addressInRanges(address, ranges)).toBe(inside);
  });
});

describe("clientAddress", () => {
  const proxies = parseRanges(["10.0.0.0/8"]);

  it("is the peer's without trusted proxies, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.9", "10.1.1.1", [])).toBe("203.0.113.9");
    expect(clientAddress("::ffff:203.0.113.9", undefined, [])).toBe("203.0.113.9");
  });

  it("is the peer's when the peer is not a trusted proxy", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", proxies)).toBe("203.0.113.9");
  });

  it("is the right-most hop that is not a trusted proxy when the peer is one", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.1", proxies)).toBe("198.51.100.1");
    // A second proxy in the chain is skipped; the client's own claim, left of its real address, is never read.
    expect(clientAddress("10.0.0.2", "10.9.9.9, 198.51.100.1, 10.0.0.3", proxies)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.2", "198.51.100.1:51234", proxies)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.2", "[2001:db8::5]:443", proxies)).toBe("2001:db8::5");
  });

  it("is the peer when a trusted proxy forwards no header, and the left-most hop when every hop is trusted", () => {
    expect(clientAddress("10.0.0.2", undefined, proxies)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", " , ", proxies)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "10.0.0.7, 10.0.0.3", proxies)).toBe("10.0.0.7");
  });

  it("is unknown, never an allowed address, when the hop that should name the client is not an address", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.1, nonsense", proxies)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress("10.0.0.2", "10.1.1.1, 127.1", proxies)).toBe(UNKNOWN_ADDRESS);
  });
});
