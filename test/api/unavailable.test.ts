import { createServer, type Server } from "node:http";
import { type AddressInfo, connect, createServer as createNetServer } from "node:net";
import knex, { type Knex } from "knex";
import { createApp } from "../../api/app";
import { createDb } from "../../db/connection";
import { freePort } from "../../runtime/temporal-dev-server";
import { eventually } from "../support/eventually";
import { createMerchant, type MerchantFixture } from "../support/fixtures";
import { type HttpClient, httpClient } from "../support/http";
import { startTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let merchant: MerchantFixture;

beforeAll(async () => {
  api = await startTestApi();
  merchant = await createMerchant(api.database.db);
});
afterAll(async () => {
  await api.close();
});

/** The test API's app served over HTTP with another database handle. */
async function serveWithDatabase(databaseUrl: string, pool: Knex.PoolConfig = { min: 0, max: 2 }) {
  const db = createDb(databaseUrl, pool);
  const server: Server = createServer(createApp({ ...api.deps, db }).callback());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const http: HttpClient = httpClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return {
    http,
    db,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.destroy();
    },
  };
}

function expectUnavailable(response: { status: number; headers: Headers; body: any }) {
  expect(response.status).toBe(503);
  expect(response.body.error.code).toBe("service_unavailable");
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("transient dependency failures answer 503 service_unavailable with Retry-After", () => {
  it("on the built-in sandbox provider too, which starts once the database answers", async () => {
    // The sandbox reads its credentials at its first request: through a port where PostgreSQL is not there yet.
    const port = await freePort();
    const url = new URL(api.database.url);
    const upstream = { host: url.hostname, port: Number(url.port) };
    url.port = String(port);
    const served = await serveWithDatabase(url.toString());
    const proxy = createNetServer((client) => {
      const server = connect(upstream);
      client.pipe(server).pipe(client);
      client.on("error", () => server.destroy());
      server.on("error", () => client.destroy());
    });
    const statusQuery = () => served.http.get("/sandbox-provider/api/payments/by-external-id/TX1");
    try {
      expectUnavailable(await statusQuery());
      await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
      const started = await statusQuery();
      expect(started.status).toBe(401);
      expect(started.body.error.code).toBe("invalid_signature");
    } finally {
      await served.close();
      proxy.close();
    }
  });

  it("when PostgreSQL refuses connections", async () => {
    const refused = await serveWithDatabase("postgres://postgres@127.0.0.1:1/nothing");
    try {
      expectUnavailable(await refused.http.get("/api/payments/transaction/", { token: merchant.token }));
    } finally {
      await refused.close();
    }
  });

  it("when the database connection serving the request is terminated", async () => {
    const served = await serveWithDatabase(api.database.url);
    // A warm pool: the request's query then runs on an established connection (a new one would wait on its own startup).
    expect((await served.http.get("/api/payments/transaction/", { token: merchant.token })).status).toBe(200);
    const locker = knex({ client: "pg", connection: api.database.url, pool: { min: 1, max: 1 } });
    try {
      await locker.transaction(async (trx) => {
        // The request's query waits on this lock; its backend is then terminated under it.
        await trx.raw("LOCK TABLE payments IN ACCESS EXCLUSIVE MODE");
        const pending = served.http.get("/api/payments/transaction/", { token: merchant.token });
        await eventually(async () => {
          const { rows } = await trx.raw(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
          );
          return rows.length > 0 ? true : undefined;
        });
        expectUnavailable(await pending);
      });
    } finally {
      await locker.destroy();
      await served.close();
    }
  });

  it("when the connection pool has no connection to give in time", async () => {
    const served = await serveWithDatabase(api.database.url, { min: 0, max: 1, acquireTimeoutMillis: 300 });
    const held = await served.db.client.acquireConnection();
    try {
      expectUnavailable(await served.http.get("/api/payments/transaction/", { token: merchant.token }));
    } finally {
      await served.db.client.releaseConnection(held);
      await served.close();
    }
  });

  it("when Temporal is unreachable, without Temporal's own error text", async () => {
    const cut = await startTestApi({ database: api.database, env: { TEMPORAL_ADDRESS: "127.0.0.1:1" } });
    try {
      const response = await cut.http.get("/readyz");
      expect(response.status).toBe(503);
      const reference = await api.database
        .db("payments")
        .insert({
          reference: `TXRESEND${Date.now()}`,
          merchant_id: merchant.merchantId,
          merchant_reference: `resend-${Date.now()}`,
          amount: "1.00",
          currency: "USD",
          service: "MPESA",
          customer_number: "+243812345600",
          callback_url: "https://merchant.example.com/cb",
          account_type: "sandbox",
          transaction_status: "Failed",
        })
        .returning("reference");
      const resend = await cut.http.post(`/api/payments/transaction/${reference[0].reference}/resend-callback/`, undefined, {
        token: merchant.token,
      });
      expectUnavailable(resend);
      expect(resend.body.error.message).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|connect|Temporal/i);
    } finally {
      await cut.close();
    }
  });
});
