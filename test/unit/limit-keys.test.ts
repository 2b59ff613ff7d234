import { clientBucket, limitKey } from "../../lib/rate-limit";

describe("limit keys", () => {
  it("are a fixed-length digest whatever the identity", () => {
    for (const identity of ["a", "x".repeat(10_000), "é\u0000\ud800"]) expect(limitKey(identity)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("count an IPv4 client by its address and an IPv6 client by its /64", () => {
    expect(clientBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(clientBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientBucket("2001:db8:1:2:bbbb::9")).toBe(clientBucket("2001:db8:1:2:aaaa::1"));
    expect(clientBucket("2001:db8:1:3::1")).not.toBe(clientBucket("2001:db8:1:2::1"));
  });
});
