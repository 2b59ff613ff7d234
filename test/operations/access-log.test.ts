import { createMerchant, type MerchantFixture } from "../support/fixtures";
import { captureLogs, type LogCapture } from "../support/log-capture";
import { startTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let logs: LogCapture;
let merchant: MerchantFixture;

beforeAll(async () => {
  logs = captureLogs();
  api = await startTestApi({ logger: logs.logger });
  merchant = await createMerchant(api.database.db);
});
afterAll(() => api.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function accessLinesFor(requestId: string) {
  return logs.lines().filter((line) => line.request_id === requestId && "latency_ms" in line);
}

describe("access log", () => {
  it("writes one line per request with the route template, status, latency, request id and user id", async () => {
    const response = await api.http.get("/api/payments/transaction/TXNOSUCHREF01/", { token: merchant.token });
    expect(response.status).toBe(404);
    const requestId = response.headers.get("x-request-id")!;
    expect(requestId).toMatch(UUID);
    const lines = accessLinesFor(requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      method: "GET",
      route: "/api/payments/transaction/:reference/",
      status: 404,
      user_id: merchant.user.id,
    });
    expect(typeof lines[0]!.latency_ms).toBe("number");
    expect(JSON.stringify(lines[0])).not.toContain("TXNOSUCHREF01");
    expect(JSON.stringify(lines[0])).not.toContain(merchant.token);
  });

  it("keeps a sane incoming X-Request-Id, in the answer and in the line", async () => {
    const response = await api.http.get("/api/organization/wallet/", {
      token: merchant.token,
      headers: { "X-Request-Id": "edge-7f3a.91:b" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("edge-7f3a.91:b");
    expect(accessLinesFor("edge-7f3a.91:b")).toEqual([
      expect.objectContaining({ method: "GET", route: "/api/organization/wallet/", status: 200, user_id: merchant.user.id }),
    ]);
  });

  it("replaces an incoming X-Request-Id that is not a short token", async () => {
    for (const hostile of ["has spaces in it", "x".repeat(129), 'quote"and{brace}']) {
      const response = await api.http.get("/healthz", { headers: { "X-Request-Id": hostile } });
      const requestId = response.headers.get("x-request-id")!;
      expect(requestId).toMatch(UUID);
      expect(accessLinesFor(requestId)).toHaveLength(1);
    }
    expect(JSON.stringify(logs.lines())).not.toContain("has spaces in it");
  });

  it("logs an unknown path without a route, an anonymous request without a user", async () => {
    const response = await api.http.get("/no/such/endpoint");
    expect(response.status).toBe(404);
    const [line] = accessLinesFor(response.headers.get("x-request-id")!);
    expect(line).toMatchObject({ method: "GET", route: null, status: 404, user_id: null });
  });

  it("keeps health probes at debug, so a healthcheck every few seconds does not fill the log at info", async () => {
    const response = await api.http.get("/healthz");
    const [line] = accessLinesFor(response.headers.get("x-request-id")!);
    expect(line).toMatchObject({ level: 20, route: "/healthz", status: 200 });
  });
});
