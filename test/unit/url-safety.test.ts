import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fetch } from "undici";
import { ValidationError } from "../../lib/errors";
import { assertCallbackUrlAllowed, CallbackAddressRefused, isPublicAddress, publicOnlyAgent } from "../../lib/url-safety";

describe("callback URL check at creation", () => {
  it.each([
    "https://localhost./cb",
    "https://localhost.:8443/cb",
    "https://LOCALHOST../cb",
    "https://printer.local./cb",
    "https://[::127.0.0.1]/cb",
    "https://[::7f00:1]/cb",
    "https://[::ffff:127.0.0.1]/cb",
    "https://[0:0:0:0:0:ffff:7f00:1]/cb",
    "https://[::10.0.0.1]/cb",
    "https://[64:ff9b::127.0.0.1]/cb",
    "https://[2002:7f00:1::]/cb",
    "https://[fe80::1]/cb",
    "https://0x7f.1/cb",
    "https://2130706433/cb",
    "https://127.1/cb",
  ])("refuses %s", async (url) => {
    await expect(assertCallbackUrlAllowed(url, false)).rejects.toBeInstanceOf(ValidationError);
  });

  it("accepts a public IPv4 address and its public IPv6 form", async () => {
    await expect(assertCallbackUrlAllowed("https://8.8.8.8/cb", false)).resolves.toBeUndefined();
    await expect(assertCallbackUrlAllowed("https://[2001:4860:4860::8888]/cb", false)).resolves.toBeUndefined();
  });

  it("counts IPv4-compatible and mapped IPv6 addresses by the IPv4 address they carry", () => {
    expect(isPublicAddress("::127.0.0.1")).toBe(false);
    expect(isPublicAddress("::ffff:127.0.0.1")).toBe(false);
    expect(isPublicAddress("::ffff:8.8.8.8")).toBe(true);
    expect(isPublicAddress("::8.8.8.8")).toBe(false);
  });
});

describe("the delivery agent checks the connected address", () => {
  let server: Server;
  let port: number;
  let hits = 0;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      hits += 1;
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each(["127.0.0.1", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "localhost"])(
    "refuses to connect to http://%s",
    async (host) => {
      const before = hits;
      const failure = await fetch(`http://${host}:${port}/`, { dispatcher: publicOnlyAgent(false) }).catch(
        (error: Error) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error & { cause?: unknown }).cause).toBeInstanceOf(CallbackAddressRefused);
      expect(hits).toBe(before);
    },
  );

  it("does not connect to http://localhost. either", async () => {
    const before = hits;
    await expect(fetch(`http://localhost.:${port}/`, { dispatcher: publicOnlyAgent(false) })).rejects.toThrow();
    expect(hits).toBe(before);
  });

  it("connects to a loopback address when private addresses are allowed", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`, { dispatcher: publicOnlyAgent(true) });
    expect(await response.text()).toBe("ok");
  });
});
