import { randomBytes } from "node:crypto";
import { issueToken } from "../../domain/accounts/tokens";
import { API_SCOPES } from "../../domain/events/api-scopes";
import { cancelOwnPayout } from "../../domain/payouts/merchant-payouts";
import { eventually } from "../support/eventually";
import { createMerchant, creditWallet, type MerchantFixture } from "../support/fixtures";
import type { HttpResponse } from "../support/http";
import { usePaymentWorld } from "../support/payment-world";
import { startTestApi, type TestApi } from "../support/test-api";
import { enrolTwoFactor } from "../support/two-factor";

/**
 * Payouts over the merchant's approval threshold (issue 28): held at creation, sent nowhere until approved with
 * a session, the password and a second factor; cancelled or expired meanwhile, their hold released; approved
 * twice or racing a cancel, sent once or not at all.
 */
const world = usePaymentWorld({ env: { SANDBOX_RESULT_DELAY_MS: "300" } });

interface Approver extends MerchantFixture {
  nextCode(): string;
}

/** A merchant with two-factor on, USD money, and approval above 500.00 USD (and a daily limit when asked). */
async function approver(dailyLimit?: string): Promise<Approver> {
  const merchant = await createMerchant(world.api.database.db);
  await creditWallet(world.api.database.db, merchant.merchantId, "USD", "100000.00");
  const { nextCode } = await enrolTwoFactor(world.api.http, merchant);
  const controls = await world.api.http.put(
    "/api/organization/money-out-controls/",
    {
      ip_allowlist: [],
      daily_limits: dailyLimit ? { USD: dailyLimit } : {},
      approval_above: { USD: "500.00" },
      password: merchant.password,
      otp: nextCode(),
    },
    { token: merchant.token },
  );
  expect(controls.status).toBe(200);
  return { ...merchant, nextCode };
}

const payout = (merchant: MerchantFixture, amount: string, api: TestApi = world.api) =>
  api.http.post(
    "/api/payments/payout/",
    {
      merchant_reference: `po-${randomBytes(5).toString("hex")}`,
      amount,
      currency: "USD",
      recipient_number: "+243812345600",
      callback_url: world.receiver.url,
    },
    { token: merchant.token },
  );

const approve = (merchant: Approver, reference: string, body?: Record<string, unknown>, token = merchant.token) =>
  world.api.http.post(
    `/api/payments/payout/${reference}/approve/`,
    body ?? { password: merchant.password, otp: merchant.nextCode() },
    { token },
  );

const cancel = (merchant: MerchantFixture, reference: string) =>
  world.api.http.post(`/api/payments/payout/${reference}/cancel/`, undefined, { token: merchant.token });

const read = async (merchant: MerchantFixture, reference: string) =>
  (await world.api.http.get(`/api/payments/payout/${reference}/`, { token: merchant.token })).body;

const final = (merchant: MerchantFixture, reference: string) =>
  eventually(async () => {
    const body = await read(merchant, reference);
    return ["Success", "Failed"].includes(body.payout_status) ? body : undefined;
  });

const usd = async (merchant: MerchantFixture) =>
  (await world.api.http.get("/api/organization/wallet/", { token: merchant.token })).body.results.find(
    (row: { currency: string }) => row.currency === "USD",
  );

/** Every disbursement request sent to a provider for the payout. */
const sends = async (reference: string) =>
  Number(
    (await world.api.database.db("provider_attempts").where({ reference, operation: "disburse" }).count({ count: "*" }).first())
      ?.count,
  );

const refusal = (response: HttpResponse) => ({ status: response.status, code: response.body?.error?.code });

describe("a payout over approval_above", () => {
  it("is created Pending awaiting approval, its money held, and sent nowhere; one at the threshold is not", async () => {
    const merchant = await approver();
    const atThreshold = await payout(merchant, "500.00");
    expect(atThreshold.status).toBe(201);
    expect(atThreshold.body).toMatchObject({ payout_status: "Processing", approval_status: "not_required" });
    // Settled before the balance is read: its hold leaving `pending` must not be counted against the next one's.
    await eventually(async () =>
      (await world.api.database.db("payouts").where({ reference: atThreshold.body.reference }).first()).payout_status ===
      "Success"
        ? true
        : undefined,
    );

    const before = await usd(merchant);
    const created = await payout(merchant, "500.01");
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      payout_status: "Pending",
      approval_status: "awaiting_approval",
      provider_code_name: null,
      failure_reason: null,
      fee: "5.00",
    });
    expect(Number((await usd(merchant)).pending) - Number(before.pending)).toBeCloseTo(505.01, 2);
    // Its workflow has read it and waits: still nothing sent a while later.
    await eventually(async () =>
      (await world.api.database.db("payouts").where({ reference: created.body.reference }).first()).workflow_started_at
        ? true
        : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await read(merchant, created.body.reference)).toMatchObject({
      payout_status: "Pending",
      approval_status: "awaiting_approval",
    });
    expect(await sends(created.body.reference)).toBe(0);
  });

  it("is approved only with a session, the password and a code, then sent once; approving again answers the same", async () => {
    const merchant = await approver();
    const { reference } = (await payout(merchant, "800.00")).body;
    const { token: apiToken } = await issueToken(world.api.database.db, merchant.user.id, "api", 3_600_000, API_SCOPES);
    const byToken = await approve(merchant, reference, { password: merchant.password, otp: merchant.nextCode() }, apiToken);
    expect(refusal(byToken)).toEqual({ status: 403, code: "insufficient_scope" });
    expect(byToken.body.error.details).toEqual({ scope: "session" });
    expect(refusal(await approve(merchant, reference, { password: merchant.password }))).toEqual({
      status: 401,
      code: "otp_required",
    });
    expect(refusal(await approve(merchant, reference, { password: "wrong", otp: merchant.nextCode() }))).toEqual({
      status: 401,
      code: "invalid_password",
    });
    expect(refusal(await approve(merchant, reference, { password: merchant.password, otp: "123456" }))).toEqual({
      status: 401,
      code: "invalid_otp",
    });
    expect(await read(merchant, reference)).toMatchObject({ approval_status: "awaiting_approval" });
    expect(await sends(reference)).toBe(0);

    const approved = await approve(merchant, reference);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ reference, approval_status: "approved" });
    const row = await world.api.database.db("payouts").where({ reference }).first();
    expect(row).toMatchObject({ approved_by: merchant.user.id });
    expect(row.approved_at).toBeInstanceOf(Date);
    expect(await final(merchant, reference)).toMatchObject({ payout_status: "Success", approval_status: "approved" });
    const again = await approve(merchant, reference);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ payout_status: "Success", approval_status: "approved" });
    expect(await sends(reference)).toBe(1);
    const [notification] = await eventually(async () => {
      const received = world.receiver.forReference(reference);
      return received.length > 0 ? received : undefined;
    });
    expect(notification!.json).toMatchObject({ type: "payout", payout_status: "Success", approval_status: "approved" });
  });

  it("approved twice at once is sent once", async () => {
    const merchant = await approver();
    const { reference } = (await payout(merchant, "700.00")).body;
    const both = await Promise.all([approve(merchant, reference), approve(merchant, reference)]);
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    expect(await final(merchant, reference)).toMatchObject({ payout_status: "Success" });
    expect(await sends(reference)).toBe(1);
  });

  it("is cancelled while it awaits approval: Failed (cancelled), its hold released, never sent; then not approvable", async () => {
    const merchant = await approver();
    const before = await usd(merchant);
    const { reference } = (await payout(merchant, "900.00")).body;
    const cancelled = await cancel(merchant, reference);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      payout_status: "Failed",
      failure_reason: "cancelled",
      approval_status: "awaiting_approval",
    });
    expect(await usd(merchant)).toEqual(before);
    expect(refusal(await approve(merchant, reference))).toEqual({ status: 409, code: "invalid_state_transition" });
    expect(await sends(reference)).toBe(0);
  });

  it("approval racing a cancel: exactly one wins, and the payout ends as the winner says", async () => {
    const merchant = await approver();
    for (let round = 0; round < 4; round++) {
      const { reference } = (await payout(merchant, "600.00")).body;
      const otp = merchant.nextCode();
      const [approved, cancelled] = await Promise.all([
        approve(merchant, reference, { password: merchant.password, otp }),
        cancel(merchant, reference),
      ]);
      const statuses = [approved.status, cancelled.status].sort();
      expect(statuses).toEqual([200, 409]);
      const end = await final(merchant, reference);
      if (approved.status === 200) {
        expect(end).toMatchObject({ payout_status: "Success", approval_status: "approved" });
        expect(await sends(reference)).toBe(1);
      } else {
        expect(end).toMatchObject({ payout_status: "Failed", failure_reason: "cancelled", approval_status: "awaiting_approval" });
        expect(await sends(reference)).toBe(0);
      }
    }
  });

  it("approval racing a cancel at the workflow itself (no password check between): one winner, either order", async () => {
    const merchant = await approver();
    const engine = world.api.deps.payouts;
    const winners: string[] = [];
    for (let round = 0; round < 6; round++) {
      const { reference } = (await payout(merchant, "600.00")).body;
      await eventually(async () =>
        (await world.api.database.db("payouts").where({ reference }).first()).workflow_started_at ? true : undefined,
      );
      const approving = () => engine.approvePayout(reference, merchant.user.id).then((answer) => answer.outcome);
      const cancelling = () => engine.cancelPayout(reference).then((answer) => answer.outcome);
      const [approved, cancelled] =
        round % 2 === 0
          ? await Promise.all([approving(), cancelling()])
          : await Promise.all([cancelling(), approving()]).then(([c, a]) => [a, c]);
      expect([approved, cancelled].filter((outcome) => outcome !== "refused")).toHaveLength(1);
      const end = await final(merchant, reference);
      if (approved === "approved") {
        winners.push("approve");
        expect(end).toMatchObject({ payout_status: "Success", approval_status: "approved" });
        expect(await sends(reference)).toBe(1);
      } else {
        winners.push("cancel");
        expect(end).toMatchObject({ payout_status: "Failed", failure_reason: "cancelled" });
        expect(await sends(reference)).toBe(0);
      }
    }
    // Whichever reaches the workflow first wins (the order sent is not the order received); every round had one.
    expect(winners).toHaveLength(6);
  });

  it("a cancel the engine says it took, while the payout ended approved, is answered as what happened (409)", async () => {
    const merchant = await approver();
    const { reference } = (await payout(merchant, "650.00")).body;
    expect((await approve(merchant, reference)).status).toBe(200);
    // As a worker killed and replayed mid-race once answered: the cancel's update returned, the approval had won.
    const engineTakingIt = { ...world.api.deps.payouts, cancelPayout: async () => ({ outcome: "cancelled" as const }) };
    await expect(cancelOwnPayout(world.api.database.db, engineTakingIt, merchant.user.id, reference)).rejects.toMatchObject({
      status: 409,
      code: "invalid_state_transition",
    });
    expect(await final(merchant, reference)).toMatchObject({ payout_status: "Success", approval_status: "approved" });
  });

  it("counts toward the daily limit while it awaits approval", async () => {
    const merchant = await approver("1000.00");
    expect((await payout(merchant, "600.00")).body.approval_status).toBe("awaiting_approval");
    const over = await payout(merchant, "401.00");
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ code: "limit_exceeded", details: { amount: "400.00", currency: "USD" } });
  });

  it("cannot be approved when it needs no approval, nor by another merchant (404)", async () => {
    const merchant = await approver();
    const { reference } = (await payout(merchant, "10.00")).body;
    expect(refusal(await approve(merchant, reference))).toEqual({ status: 409, code: "invalid_state_transition" });
    const other = await approver();
    const awaiting = (await payout(merchant, "501.00")).body.reference;
    expect(refusal(await approve(other, awaiting))).toEqual({ status: 404, code: "not_found" });
  });
});

describe("a payout not approved within PAYOUT_APPROVAL_HOURS", () => {
  let shortWait: TestApi;
  beforeAll(async () => {
    // A second API and worker on the same database, whose payouts wait 0.0005 h (1.8 s) for approval.
    shortWait = await startTestApi({
      database: world.api.database,
      worker: true,
      env: { SANDBOX_RESULT_DELAY_MS: "300", PAYOUT_APPROVAL_HOURS: "0.0005" },
    });
  }, 60_000);
  afterAll(() => shortWait.close());

  it("ends Failed (not approved), its hold released, never sent, the merchant notified; approving it then is 409", async () => {
    const merchant = await approver();
    const before = await usd(merchant);
    const created = await payout(merchant, "750.00", shortWait);
    expect(created.body).toMatchObject({ payout_status: "Pending", approval_status: "awaiting_approval" });
    const { reference } = created.body;
    expect(await final(merchant, reference)).toMatchObject({
      payout_status: "Failed",
      failure_reason: "not_approved",
      approval_status: "awaiting_approval",
    });
    expect(await usd(merchant)).toEqual(before);
    expect(await sends(reference)).toBe(0);
    const [notification] = await eventually(async () => {
      const received = world.receiver.forReference(reference);
      return received.length > 0 ? received : undefined;
    });
    expect(notification!.json).toMatchObject({ payout_status: "Failed", failure_reason: "not_approved" });
    expect(refusal(await approve(merchant, reference))).toEqual({ status: 409, code: "invalid_state_transition" });
    expect(refusal(await cancel(merchant, reference))).toEqual({ status: 409, code: "invalid_state_transition" });
  });
});
