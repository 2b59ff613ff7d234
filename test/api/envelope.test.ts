import { startTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe("error envelope", () => {
  it("answers an unknown route with 404 not_found", async () => {
    const response = await api.http.get("/api/nothing-here/");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });

  it("answers a wrong method with 405 request_error", async () => {
    const response = await api.http.request("DELETE", "/healthz");
    expect(response.status).toBe(405);
    expect(response.body.error.code).toBe("request_error");
    expect(response.headers.get("allow")).toContain("GET");
  });

  it("answers malformed JSON with 400 request_error", async () => {
    const response = await api.http.request("POST", "/healthz", { rawBody: "{not json" });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("request_error");
  });

  it("answers an oversized body with 413 request_error", async () => {
    const big = JSON.stringify({ padding: "x".repeat(api.config.BODY_LIMIT_KB * 1024 + 1) });
    const response = await api.http.request("POST", "/api/anything/", { rawBody: big });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe("request_error");
  });

  it("tags every response with a request id", async () => {
    const response = await api.http.get("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("health", () => {
  it("reports readiness when the database answers", async () => {
    const response = await api.http.get("/readyz");
    expect(response.status).toBe(200);
    expect(response.body.checks.database).toBe(true);
  });
});
