import { request as httpRequest } from "node:http";
import { createMerchant, createStaff, type MerchantFixture } from "../support/fixtures";
import { startTestApi, type TestApi } from "../support/test-api";

/** Each test here reproduces one request that answered 500 (or 501) before, from issue 8. */

let api: TestApi;
let merchant: MerchantFixture;
let staffToken: string;

beforeAll(async () => {
  api = await startTestApi({ CALLBACK_ALLOW_PRIVATE: "false" });
  merchant = await createMerchant(api.database.db);
  staffToken = (await createStaff(api.database.db)).token;
});
afterAll(() => api.close());

/** A raw request over node:http, which (unlike fetch) sends any method, TRACE included. */
function rawRequest(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string) {
  const url = new URL(path, api.baseUrl);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: any }>((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // kept as text for the assertion to show
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
      });
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const expectValidationError = (response: { status: number; body: any }, ...fields: string[]) => {
  expect(response.status).toBe(400);
  expect(response.body.error).toMatchObject({ code: "validation_error", message: expect.any(String) });
  for (const field of fields) expect(response.body.error.details).toHaveProperty([field]);
};

describe("NUL bytes and lone surrogates never reach PostgreSQL", () => {
  it("refuses a NUL in a path parameter, naming it", async () => {
    const response = await api.http.get("/api/payments/transaction/%00/", { token: merchant.token });
    expectValidationError(response, "reference");
  });

  it("refuses a NUL in a staff path parameter, naming it", async () => {
    const response = await api.http.post(
      "/api/admin/transactions/TX%00/resolve/",
      { transaction_status: "Failed", reason: "checked with the provider" },
      { token: staffToken },
    );
    expectValidationError(response, "reference");
  });

  it("refuses a NUL in query filters, naming each", async () => {
    const response = await api.http.get("/api/payments/transaction/?service=M%00&currency=%00USD", { token: merchant.token });
    expectValidationError(response, "service", "currency");
    const admin = await api.http.get("/api/admin/raw-callbacks/?provider=a%00&reference=b%00", { token: staffToken });
    expectValidationError(admin, "provider", "reference");
  });

  it("refuses a NUL in body strings, naming each field", async () => {
    const response = await api.http.post(
      "/api/payments/transaction/",
      {
        merchant_reference: "order-1",
        amount: "10.00",
        currency: "US\u0000D",
        service: "MPESA\u0000",
        customer_number: "+243812345600",
        callback_url: "https://shop.example.com/cb",
      },
      { token: merchant.token },
    );
    expectValidationError(response, "currency", "service");
    const login = await api.http.post("/api/auth/token/", { email: "a\u0000@example.com", password: "x\u0000" });
    expectValidationError(login, "email", "password");
  });

  it("refuses a lone surrogate in a body string", async () => {
    const response = await api.http.request("POST", "/api/organization/merchant/", {
      token: merchant.token,
      rawBody: '{"name":"Shop \\ud800","email":"shop@example.com","phone":"+243812345678","country":"CD"}',
    });
    expectValidationError(response, "name");
  });
});

describe("compressed bodies", () => {
  it.each(["gzip", "br", "deflate", "x-unknown"])("answers Content-Encoding %s with 415, not 500", async (encoding) => {
    const response = await rawRequest(
      "POST",
      "/api/auth/token/",
      { "Content-Type": "application/json", "Content-Encoding": encoding },
      "{}",
    );
    expect(response.status).toBe(415);
    expect(response.body.error).toMatchObject({ code: "request_error", message: expect.any(String) });
  });

  it("answers a compressed provider webhook with a 4xx", async () => {
    const response = await rawRequest(
      "POST",
      "/api/callbacks/sandbox/",
      { "Content-Type": "application/json", "Content-Encoding": "gzip" },
      "{}",
    );
    expect(response.status).toBe(415);
    expect(response.body.error.code).toBe("request_error");
  });
});

describe("long e-mail addresses", () => {
  const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(50)}.com`;
  it.each([
    ["/api/auth/token/", { email: long, password: "Kinshasa-river-2026" }],
    ["/api/auth/verify-email/", { email: long, otp: "123456" }],
    ["/api/auth/password-reset/", { email: long }],
    [
      "/api/auth/password-reset/confirm/",
      { email: long, otp: "123456", password: "Kinshasa-river-2026", password2: "Kinshasa-river-2026" },
    ],
  ])("answers %s with a 4xx envelope, not a 500", async (path, body) => {
    expect(long.length).toBeGreaterThanOrEqual(240);
    const response = await api.http.post(path, body);
    expect(response.status).toBeLessThan(500);
    if (response.status >= 400) expect(response.body.error.code).toEqual(expect.any(String));
  });
});

describe("dates PostgreSQL would refuse", () => {
  it("answers a cursor that once carried a date PostgreSQL could not read without a 500", async () => {
    const cursor = Buffer.from("2020 (x)|TX1").toString("base64url");
    const response = await api.http.get(`/api/payments/transaction/?cursor=${cursor}`, { token: merchant.token });
    expect(response.status).toBeLessThan(500);
  });

  it("refuses a cursor naming a key with a NUL", async () => {
    const cursor = Buffer.from("TX\u0000").toString("base64url");
    expectValidationError(await api.http.get(`/api/payments/transaction/?cursor=${cursor}`, { token: merchant.token }), "cursor");
    const admin = await api.http.get(`/api/admin/transactions/?cursor=${cursor}`, { token: staffToken });
    expectValidationError(admin, "cursor");
  });

  it.each(["0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2020-02-30T00:00:00Z"])("refuses created_after=%s", async (date) => {
    const response = await api.http.get(`/api/payments/transaction/?created_after=${date}&created_before=${date}`, {
      token: merchant.token,
    });
    expectValidationError(response, "created_after", "created_before");
  });

  it("refuses year 0 in the staff search and in reports", async () => {
    const search = await api.http.get("/api/admin/transactions/?created_after=0000-01-01T00:00:00Z", { token: staffToken });
    expectValidationError(search, "created_after");
    const report = await api.http.get("/api/payments/report/?from=0000-01-01&to=0000-12-31", { token: merchant.token });
    expectValidationError(report, "from", "to");
  });

  it("accepts a reasonable date", async () => {
    const response = await api.http.get("/api/payments/transaction/?created_after=2026-01-01T00:00:00Z", {
      token: merchant.token,
    });
    expect(response.status).toBe(200);
  });
});

describe("methods", () => {
  it.each(["TRACE", "PROPFIND", "MKCOL", "PURGE", "LINK"])("answers %s on a known path with 405 and Allow", async (method) => {
    const response = await rawRequest(method, "/api/payments/transaction/");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toEqual(expect.stringContaining("POST"));
    expect(response.body.error.code).toBe("request_error");
  });

  it("answers CONNECT with 405 in the envelope rather than a closed socket", async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(new URL("/api/payments/transaction/", api.baseUrl), { method: "CONNECT" });
      outgoing.on("connect", (response, socket, head) => {
        const chunks: Buffer[] = [head];
        socket.on("data", (chunk: Buffer) => chunks.push(chunk));
        socket.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      });
      outgoing.on("error", reject);
      outgoing.end();
    });
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body).error.code).toBe("request_error");
  });

  it("answers a request Node's parser refuses (TRACE with a body) in the envelope", async () => {
    const response = await rawRequest("TRACE", "/healthz", { "Content-Type": "application/json" }, "{}");
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("request_error");
  });

  it("answers an unknown method on an unknown path with 404", async () => {
    const response = await rawRequest("PROPFIND", "/api/nothing-here/");
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe("not_found");
  });
});

describe("the built-in sandbox provider", () => {
  it("answers an unsigned request with the envelope", async () => {
    const response = await api.http.post("/sandbox-provider/api/payments", {});
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({ code: "invalid_signature", message: expect.any(String) });
  });

  it("answers an unsigned status query with the envelope", async () => {
    const response = await api.http.get("/sandbox-provider/api/payments/by-external-id/TX1");
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({ code: "invalid_signature", message: expect.any(String) });
  });
});

describe("payment creation", () => {
  it("names every bad field at once", async () => {
    const response = await api.http.post(
      "/api/payments/transaction/",
      {
        merchant_reference: "order-many",
        amount: "10.00",
        currency: "XXX",
        service: "MPESA",
        customer_number: "not a number",
        callback_url: "https://localhost/cb",
      },
      { token: merchant.token },
    );
    expectValidationError(response, "currency", "customer_number", "callback_url");
  });

  it("names a domain problem beside a shape problem", async () => {
    const response = await api.http.post(
      "/api/payments/transaction/",
      {
        merchant_reference: "order-many-2",
        amount: 10,
        currency: "USD",
        service: "NOPE",
        customer_number: "+243812345600",
        callback_url: "https://127.0.0.1/cb",
      },
      { token: merchant.token },
    );
    expectValidationError(response, "amount", "service", "callback_url");
  });
});
