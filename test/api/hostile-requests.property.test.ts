import { request as httpRequest } from "node:http";
import type Router from "@koa/router";
import fc from "fast-check";
import { createRouter } from "../../api/app";
import { issueToken } from "../../domain/accounts/tokens";
import { createMerchant, createStaff, insertPayment } from "../support/fixtures";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * Property: whatever the route, method, path parameters, query, headers and body, the API never
 * answers 5xx, every error is the envelope, and a refused request leaves the database as it was.
 * The routes come from the router itself, so a new route is fuzzed without editing this file.
 * FUZZ_RUNS (default 2500) and FUZZ_SEED tune a run; `npm run fuzz -- <count>` runs a long one.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2500);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Written on purpose by refused requests: failure counters, and the audit of refused provider webhooks. */
const WRITTEN_WHEN_REFUSED = new Set(["rate_limits", "webhook_verification_failures", "knex_migrations", "knex_migrations_lock"]);
/** Touched by any authenticated request, refused or not. */
const TOUCHED_COLUMNS = new Set(["auth_tokens.last_used_at"]);

interface Route {
  path: string;
  methods: string[];
  params: string[];
}

let api: TestApi;
let routes: Route[];
/** `readOnly`: an API token with the `read` scope only, so every other route's scope check is fuzzed too. */
const tokens = { merchant: "", staff: "", readOnly: "" };
let merchantUserId: string;
let staffUserId: string;
let knownReference: string;

/**
 * Every row written in the test's database is logged by triggers, with the time of the write (minus
 * the tables and columns above). A rolled-back write leaves no entry. Requests are sent one at a time,
 * so a write logged while a request was in flight is that request's.
 */
async function logWritesFromNowOn(): Promise<void> {
  const db = api.database.db;
  const columns: Array<{ table_name: string; column_name: string }> = await db("information_schema.columns")
    .join("information_schema.tables", function joinTables() {
      this.on("tables.table_name", "columns.table_name").andOn("tables.table_schema", "columns.table_schema");
    })
    .where({ "columns.table_schema": "public", "tables.table_type": "BASE TABLE" })
    .select("columns.table_name", "columns.column_name");
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (WRITTEN_WHEN_REFUSED.has(table)) continue;
    const watched = byTable.get(table) ?? [];
    if (!TOUCHED_COLUMNS.has(`${table}.${column}`)) watched.push(`"${column}"`);
    byTable.set(table, watched);
  }
  await db.raw(
    "CREATE TABLE fuzz_writes (at timestamptz NOT NULL DEFAULT clock_timestamp(), table_name text NOT NULL, operation text NOT NULL)",
  );
  await db.raw(
    "CREATE FUNCTION fuzz_log_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO fuzz_writes (table_name, operation) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$",
  );
  for (const [table, watched] of byTable) {
    await db.raw(
      `CREATE TRIGGER fuzz_writes AFTER INSERT OR DELETE OR UPDATE OF ${watched.join(", ")} ON "${table}" FOR EACH ROW EXECUTE FUNCTION fuzz_log_write()`,
    );
  }
}

interface LoggedWrite {
  atMs: number;
  table: string;
  operation: string;
}

async function loggedWrites(): Promise<LoggedWrite[]> {
  const rows: Array<{ at_ms: string; table_name: string; operation: string }> = await api.database
    .db("fuzz_writes")
    .orderBy("at")
    .select(api.database.db.raw("extract(epoch from at) * 1000 AS at_ms"), "table_name", "operation");
  return rows.map((row) => ({ atMs: Number(row.at_ms), table: row.table_name, operation: row.operation }));
}

/** Wall-clock milliseconds with a fraction, comparable with PostgreSQL's clock_timestamp() on this machine. */
const now = () => performance.timeOrigin + performance.now();

async function issueTokens(): Promise<void> {
  tokens.merchant = (await issueToken(api.database.db, merchantUserId, "session", 3_600_000)).token;
  tokens.staff = (await issueToken(api.database.db, staffUserId, "session", 3_600_000)).token;
  tokens.readOnly = (await issueToken(api.database.db, merchantUserId, "api", 3_600_000, ["read"])).token;
}

function routesOf(router: Router): Route[] {
  return router.stack
    .filter((layer) => layer.methods.length > 0)
    .map((layer) => ({
      path: String(layer.path),
      methods: layer.methods.filter((method) => method !== "HEAD"),
      params: layer.paramNames.map((param) => String(param.name)),
    }));
}

beforeAll(async () => {
  api = await startTestApi({
    CALLBACK_ALLOW_PRIVATE: "false",
    // X-Forwarded-For is read (and fuzzed) only from a trusted proxy: the test's own connections are one.
    TRUSTED_PROXIES: "127.0.0.1/32",
    AUTH_MAX_FAILURES_PER_ACCOUNT: "1000000",
    AUTH_MAX_FAILURES_PER_IP: "1000000",
  });
  routes = routesOf(createRouter(api.deps));
  const merchant = await createMerchant(api.database.db);
  merchantUserId = merchant.user.id;
  staffUserId = (await createStaff(api.database.db)).user.id;
  knownReference = await insertPayment(api.database.db, merchant.merchantId);
  await logWritesFromNowOn();
}, 60_000);
afterAll(() => api.close());

// ---- arbitraries --------------------------------------------------------------------------------

const nasty = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "'; DROP TABLE users; --",
  "%00",
  "../../etc/passwd",
  "0000-01-01T00:00:00Z",
  "0000-01-01",
  "9999-12-31",
  "2020 (x)",
  "-1",
  "1e309",
  "NaN",
  "9".repeat(400),
  "é".repeat(300),
  "\u202e\u200b",
  "<script>alert(1)</script>",
  "https://localhost./cb",
  "https://[::127.0.0.1]/cb",
  `${"a".repeat(250)}@example.com`,
  "",
  " ",
);
const hostileString = fc.oneof(nasty, fc.string({ unit: "binary", maxLength: 40 }), fc.string({ maxLength: 40 }));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, [], {}),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** Field names the API reads somewhere, so bodies reach past "unknown field" into each rule. */
const FIELD_NAMES = [
  "email",
  "password",
  "password2",
  "otp",
  "temp_key",
  "merchant_reference",
  "amount",
  "currency",
  "service",
  "customer_number",
  "callback_url",
  "provider_code_name",
  "transaction_status",
  "reason",
  "name",
  "phone",
  "country",
  "first_name",
  "last_name",
  "account_type",
  "is_active",
  "cursor",
  "limit",
  "scopes",
  "expires_in_days",
  "ip_allowlist",
  "daily_limits",
  "approval_above",
];
const fieldName = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELD_NAMES) }, hostileString);
const QUERY_NAMES = [
  "status",
  "approval_status",
  "created_after",
  "created_before",
  "from",
  "to",
  "group_by",
  "service",
  "currency",
  "merchant_reference",
  "merchant_id",
  "customer_number",
  "cursor",
  "limit",
  "provider",
  "reference",
  "processing_status",
  "search",
  "type",
  "account_type",
  "is_active",
  "action",
  "actor_id",
  "target_type",
  "target_id",
];

const body = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fieldName, hostileValue, { maxKeys: 6 }).map((value) => JSON.stringify(value)) },
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom("", "{", "null", "[]", '"x"', "{}", '{"a":"\\u0000"}', '{"a":"\\ud800"}', '{"__proto__":{"x":1}}'),
);

/** Every UTF-8 byte percent-encoded (encodeURIComponent throws on a lone surrogate). */
const percentEncode = (value: string) =>
  [...Buffer.from(value, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

const query = fc.oneof(
  fc.constant(""),
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), hostileString), hostileString), { maxLength: 4 })
    .map((pairs) => `?${pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join("&")}`),
  fc.constantFrom(
    "?limit=1e9",
    "?limit=-1",
    "?cursor=%ZZ",
    "?status=Success&status=Failed",
    "?%00=1",
    "?created_after=0000-01-01T00:00:00Z",
  ),
);

const headers = fc.record({
  auth: fc.constantFrom("none", "merchant", "staff", "readOnly", "garbage"),
  contentType: fc.constantFrom(
    "application/json",
    "application/json; charset=latin1",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "",
  ),
  contentEncoding: fc.constantFrom("", "", "", "gzip", "br", "deflate", "identity", "x-bogus"),
  extra: fc.dictionary(
    fc.constantFrom("x-webhook-timestamp", "x-webhook-signature", "x-forwarded-for", "accept", "x-client-id", "x-timestamp"),
    fc.string({ maxLength: 30 }).filter((value) => /^[\x20-\x7e]*$/.test(value)),
    { maxKeys: 2 },
  ),
});

const EXTRA_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "MKCOL"];

const hostileRequest = fc
  .record({
    routeIndex: fc.nat(),
    useRouteMethod: fc.boolean(),
    methodIndex: fc.nat(),
    params: fc.array(fc.oneof(hostileString, fc.constant("KNOWN")), { minLength: 4, maxLength: 4 }),
    query,
    body,
    headers,
  })
  .map((input) => {
    const route = routes[input.routeIndex % routes.length]!;
    const methods = input.useRouteMethod ? route.methods : EXTRA_METHODS;
    const method = methods[input.methodIndex % methods.length]!;
    let path = route.path;
    route.params.forEach((name, index) => {
      const value = input.params[index] ?? "x";
      path = path.replace(`:${name}`, percentEncode(value === "KNOWN" ? knownReference : value) || "%20");
    });
    return { method, path: `${path}${input.query}`, body: input.body, headers: input.headers };
  });
type HostileRequest = typeof hostileRequest extends fc.Arbitrary<infer T> ? T : never;

function headersFor(request: HostileRequest): Record<string, string> {
  const values: Record<string, string> = { ...request.headers.extra };
  if (request.headers.contentType) values["content-type"] = request.headers.contentType;
  if (request.headers.contentEncoding) values["content-encoding"] = request.headers.contentEncoding;
  if (request.headers.auth === "merchant") values.authorization = `Bearer ${tokens.merchant}`;
  if (request.headers.auth === "staff") values.authorization = `Bearer ${tokens.staff}`;
  if (request.headers.auth === "readOnly") values.authorization = `Bearer ${tokens.readOnly}`;
  if (request.headers.auth === "garbage") values.authorization = "Bearer abc.def";
  return values;
}

// ---- the property -------------------------------------------------------------------------------

function send(method: string, path: string, headerValues: Record<string, string>, payload: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, api.baseUrl), { method, headers: headerValues, timeout: 15_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
    });
    // Node hands the answer to a CONNECT over as a raw socket rather than a response.
    outgoing.on("connect", (response, socket, head) => {
      const chunks: Buffer[] = [head];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error(`${method} ${path} timed out`)));
    outgoing.on("error", reject);
    outgoing.end(method === "GET" || method === "HEAD" ? undefined : payload);
  });
}

function isEnvelope(text: string): boolean {
  try {
    const parsed = JSON.parse(text);
    const keys = Object.keys(parsed);
    return (
      keys.length === 1 &&
      typeof parsed.error?.code === "string" &&
      typeof parsed.error?.message === "string" &&
      (parsed.error.details === undefined || (typeof parsed.error.details === "object" && parsed.error.details !== null))
    );
  } catch {
    return false;
  }
}

describe("hostile requests to every route", () => {
  it("covers every route of the router", () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        "/api/payments/transaction/",
        "/api/admin/transactions/:reference/resolve/",
        "/api/admin/routing/",
        "/api/admin/routing-rules/",
        "/api/admin/routing-rules/:id/",
        "/api/organization/money-out-controls/",
        "/api/admin/merchants/:id/money-out-controls/audit/",
      ]),
    );
  });

  it("logs a real write, and not a token's last use", async () => {
    const from = now();
    await issueTokens();
    await api.database.db("auth_tokens").update({ last_used_at: new Date() });
    const logged = (await loggedWrites()).filter((write) => write.atMs >= from);
    expect(logged.map((write) => `${write.operation} ${write.table}`)).toEqual([
      "INSERT auth_tokens",
      "INSERT auth_tokens",
      "INSERT auth_tokens",
    ]);
  });

  it("places a request's write inside the request's time window", async () => {
    const from = now();
    const response = await send("POST", "/api/auth/logout/", { authorization: `Bearer ${tokens.merchant}` }, "");
    const to = now();
    expect(response.status).toBeLessThan(300);
    const during = (await loggedWrites()).filter((write) => write.atMs >= from && write.atMs <= to);
    expect(during.map((write) => write.table)).toContain("auth_tokens");
  });

  it(
    `never answer 5xx, always answer errors in the envelope, never change the database when refused (${RUNS} requests)`,
    async () => {
      const seen = new Map<number, number>();
      const refused: Array<{ request: HostileRequest; status: number; from: number; to: number }> = [];
      await issueTokens();
      await fc.assert(
        fc.asyncProperty(hostileRequest, async (request) => {
          const from = now();
          const response = await send(request.method, request.path, headersFor(request), request.body);
          const to = now();
          seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
          expect(response.status < 500 ? "below 500" : `${response.status} ${response.text}`).toBe("below 500");
          if (response.status >= 400) {
            expect(isEnvelope(response.text) ? "envelope" : `${response.status} ${response.text}`).toBe("envelope");
            refused.push({ request, status: response.status, from, to });
          } else {
            // Accepted requests may write (a logout revokes its token): new tokens, between requests.
            await issueTokens();
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      const writes = await loggedWrites();
      const writingRefusals = refused.flatMap((entry) => {
        const during = writes.filter((write) => write.atMs >= entry.from && write.atMs <= entry.to);
        return during.length === 0 ? [] : [{ ...entry, writes: during.map((write) => `${write.operation} ${write.table}`) }];
      });
      expect(writingRefusals).toEqual([]);
      // The run is only worth something if it got past the front door: validation, not only 401s.
      expect(seen.get(400) ?? 0).toBeGreaterThan(RUNS / 20);
    },
    Math.max(120_000, RUNS * 100),
  );
});
