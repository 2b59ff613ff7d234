import { randomBytes } from "node:crypto";
import { eventually } from "../support/eventually";
import { creditWallet } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";

/** Scoped, expiring API tokens: what a token may do is what it was created for, and no more. */
const world = usePaymentWorld({ env: { SANDBOX_RESULT_DELAY_MS: "300" } });

const createToken = (body: Record<string, unknown>, token = world.merchant.token) =>
  world.api.http.post("/api/auth/login-tokens/", { password: world.merchant.password, ...body }, { token });

const payoutBody = (recipient = "+243812345600") => ({
  merchant_reference: `po-${randomBytes(5).toString("hex")}`,
  amount: "1000.00",
  currency: "CDF",
  recipient_number: recipient,
  callback_url: world.receiver.url,
});

/** Everything money out could change for the merchant. */
async function moneyOutState() {
  const db = world.api.database.db;
  const merchantId = world.merchant.merchantId;
  return {
    payouts: await db("payouts").where({ merchant_id: merchantId }).select("reference", "payout_status").orderBy("reference"),
    refunds: await db("refunds").where({ merchant_id: merchantId }).select("reference", "refund_status").orderBy("reference"),
    wallets: await db("wallets").where({ merchant_id: merchantId }).orderBy("currency"),
    ledger: (await db("ledger_entries").count("* as count").first())?.count,
  };
}

const refused = (response: { status: number; body: { error: { code: string; details?: Record<string, unknown> } } }) => ({
  status: response.status,
  code: response.body.error?.code,
  scope: response.body.error?.details?.scope,
});

beforeAll(async () => {
  await creditWallet(world.api.database.db, world.merchant.merchantId, "CDF", "10000.00");
});

describe("creating an API token", () => {
  it("takes scopes and a lifetime, and answers them; every API scope and 90 days by default", async () => {
    const chosen = await createToken({ scopes: ["payouts", "read"], expires_in_days: 7 });
    expect(chosen.status).toBe(201);
    expect(chosen.body.scopes).toEqual(["read", "payouts"]);
    const days = (Date.parse(chosen.body.expiry) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const plain = await createToken({});
    expect(plain.body.scopes).toEqual(["read", "collections", "payouts", "refunds", "conversions"]);
    expect(Math.round((Date.parse(plain.body.expiry) - Date.now()) / 86_400_000)).toBe(90);
  });

  it.each([
    [{ scopes: [] }, "scopes"],
    [{ scopes: ["admin"] }, "scopes"],
    // The API's one rule for lists, as for event types and allowlists: each named once.
    [{ scopes: ["payouts", "read", "payouts"] }, "scopes"],
    [{ expires_in_days: 0 }, "expires_in_days"],
    [{ expires_in_days: 366 }, "expires_in_days"],
    [{ expires_in_days: 1.5 }, "expires_in_days"],
  ])("refuses %j", async (body, field) => {
    const response = await createToken(body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.details)).toEqual([field]);
  });

  it("needs a session token: an API token, whatever its scopes, cannot mint another, list or revoke them", async () => {
    const full = (await createToken({})).body;
    expect(refused(await createToken({}, full.token))).toEqual({ status: 403, code: "insufficient_scope", scope: "session" });
    const list = await world.api.http.get("/api/auth/login-tokens/", { token: full.token });
    expect(refused(list)).toEqual({ status: 403, code: "insufficient_scope", scope: "session" });
    const revoke = await world.api.http.delete(`/api/auth/login-tokens/${full.token_key}/`, { token: full.token });
    expect(refused(revoke)).toEqual({ status: 403, code: "insufficient_scope", scope: "session" });
    const rows = await world.api.database.db("auth_tokens").where({ user_id: world.merchant.user.id, kind: "api" });
    expect(rows.find((row) => row.token_key === full.token_key).revoked_at).toBeNull();
  });
});

describe("a stolen collections token", () => {
  it("creates payments, and can do nothing with money out nor read anything", async () => {
    const collections = (await createToken({ scopes: ["collections"] })).body.token as string;
    // Money out to act on, made with the session: one payout the provider never answers, one paid payment.
    const waiting = await world.api.http.post("/api/payments/payout/", payoutBody("+243812345698"), {
      token: world.merchant.token,
    });
    expect(waiting.status).toBe(201);
    const payment = await world.createPayment({ customer_number: "+243812345600" });
    expect(payment.status).toBe(201);
    await eventually(async () => {
      const { body } = await world.api.http.get(`/api/payments/transaction/${payment.body.reference}/`, {
        token: world.merchant.token,
      });
      return body.transaction_status === "Success" ? true : undefined;
    });

    const created = await world.api.http.post(
      "/api/payments/transaction/",
      {
        merchant_reference: `order-${randomBytes(5).toString("hex")}`,
        amount: "1500.00",
        currency: "CDF",
        service: "MPESA",
        customer_number: "+243812345600",
        callback_url: world.receiver.url,
      },
      { token: collections },
    );
    expect(created.status).toBe(201);
    await eventually(async () => {
      const { body } = await world.api.http.get(`/api/payments/transaction/${created.body.reference}/`, {
        token: world.merchant.token,
      });
      return body.transaction_status === "Success" ? true : undefined;
    });

    const before = await moneyOutState();
    const attempts = {
      payout: await world.api.http.post("/api/payments/payout/", payoutBody(), { token: collections }),
      bulk: await world.api.http.post("/api/payments/payout/bulk/", { payouts: [payoutBody()] }, { token: collections }),
      cancel: await world.api.http.post(`/api/payments/payout/${waiting.body.reference}/cancel/`, undefined, {
        token: collections,
      }),
      resendPayout: await world.api.http.post(`/api/payments/payout/${waiting.body.reference}/resend-callback/`, undefined, {
        token: collections,
      }),
      refund: await world.api.http.post(
        `/api/payments/transaction/${payment.body.reference}/refund/`,
        { merchant_reference: `rf-${randomBytes(5).toString("hex")}` },
        { token: collections },
      ),
    };
    expect(Object.fromEntries(Object.entries(attempts).map(([name, response]) => [name, refused(response)]))).toEqual({
      payout: { status: 403, code: "insufficient_scope", scope: "payouts" },
      bulk: { status: 403, code: "insufficient_scope", scope: "payouts" },
      cancel: { status: 403, code: "insufficient_scope", scope: "payouts" },
      resendPayout: { status: 403, code: "insufficient_scope", scope: "payouts" },
      refund: { status: 403, code: "insufficient_scope", scope: "refunds" },
    });
    const read = await world.api.http.get("/api/organization/wallet/", { token: collections });
    expect(refused(read)).toEqual({ status: 403, code: "insufficient_scope", scope: "read" });
    expect(refused(await createToken({}, collections))).toEqual({ status: 403, code: "insufficient_scope", scope: "session" });
    expect(await moneyOutState()).toEqual(before);
  });
});

describe("a token's life", () => {
  it("is listed with its scopes, expiry, creation and last use, the use written at most once a minute", async () => {
    const created = (await createToken({ scopes: ["read"], expires_in_days: 30 })).body;
    const listed = async () =>
      (await world.api.http.get("/api/auth/login-tokens/", { token: world.merchant.token })).body.results.find(
        (row: { token_key: string }) => row.token_key === created.token_key,
      );
    expect(await listed()).toEqual({
      token_key: created.token_key,
      scopes: ["read"],
      expiry: created.expiry,
      created_at: expect.any(String),
      last_used_at: null,
    });
    expect((await world.api.http.get("/api/auth/me/", { token: created.token })).status).toBe(200);
    const firstUse = (await listed()).last_used_at;
    expect(firstUse).not.toBeNull();
    await Promise.all([1, 2, 3].map(() => world.api.http.get("/api/payments/transaction/", { token: created.token })));
    expect((await listed()).last_used_at).toBe(firstUse);
  });

  it("ends at its expiry", async () => {
    const created = (await createToken({ expires_in_days: 1 })).body;
    expect((await world.api.http.get("/api/auth/me/", { token: created.token })).status).toBe(200);
    await world.api.database
      .db("auth_tokens")
      .where({ token_key: created.token_key })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await world.api.http.get("/api/auth/me/", { token: created.token });
    expect(expired.status).toBe(401);
    const listed = await world.api.http.get("/api/auth/login-tokens/", { token: world.merchant.token });
    expect(listed.body.results.map((row: { token_key: string }) => row.token_key)).not.toContain(created.token_key);
  });

  it("signs out with any scope: the token revokes itself", async () => {
    const created = (await createToken({ scopes: ["refunds"] })).body;
    expect((await world.api.http.post("/api/auth/logout/", undefined, { token: created.token })).status).toBe(204);
    expect((await world.api.http.get("/api/auth/me/", { token: created.token })).status).toBe(401);
  });
});
