import { randomBytes } from "node:crypto";
import { eventually } from "../support/eventually";
import { createMerchant } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";

const world = usePaymentWorld({ simulated: true, accountType: "prod", env: { PAYMENT_STATUS_POLL_SECONDS: "1" } });

const create = (customerNumber: string, overrides: Record<string, unknown> = {}) =>
  world.createPayment({ amount: "25.50", currency: "USD", customer_number: customerNumber, ...overrides });

const statusOf = async (reference: string) =>
  (await world.api.http.get(`/api/payments/transaction/${reference}/`, { token: world.merchant.token })).body.transaction_status;

const settled = (reference: string, status: string) =>
  eventually(async () => ((await statusOf(reference)) === status ? true : undefined));

const attempts = (reference: string) =>
  world.api.database
    .db("provider_attempts")
    .where({ reference })
    .orderBy("id")
    .select("provider_code_name", "operation", "outcome");

describe("routing to registered providers", () => {
  it("routes automatically to the highest-priority provider (sealed protocol) and settles through its webhook", async () => {
    const created = await create(mpesaNumber());
    expect(created.status).toBe(201);
    expect(created.body.provider_code_name).toBe("alpha");
    // Its webhook may settle it before the creation reads it back to answer (a busy machine's scheduling).
    expect(["Processing", "Success"]).toContain(created.body.transaction_status);
    expect(created.body.provider_reference).toMatch(/^PA/);
    await settled(created.body.reference, "Success");
    const raw = await world.api.database.db("raw_callbacks").where({ reference: created.body.reference }).first();
    expect(raw).toMatchObject({ provider_code_name: "alpha", processing_status: "applied" });
  });

  it("shows a failure's reason in the vocabulary and the sealed provider's code verbatim", async () => {
    const created = await create(mpesaNumber("99"));
    expect(created.body).toMatchObject({ provider_code_name: "alpha" });
    await settled(created.body.reference, "Failed");
    const { body } = await world.api.http.get(`/api/payments/transaction/${created.body.reference}/`, {
      token: world.merchant.token,
    });
    expect(body).toMatchObject({ failure_reason: "insufficient_funds", provider_failure_code: "INSUFFICIENT_FUNDS" });
  });

  it("uses an explicitly requested provider only (signed protocol)", async () => {
    const created = await create(mpesaNumber(), { provider_code_name: "beta" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ provider_code_name: "beta" });
    expect(created.body.provider_reference).toMatch(/^pb_/);
    await settled(created.body.reference, "Success");
    expect(world.simulator.sealed.engine.store.has(created.body.reference)).toBe(false);
  });

  it("fails over to the next provider after a definitive rejection", async () => {
    const number = mpesaNumber();
    world.simulator.sealed.engine.overrides.set(number, "reject");
    const created = await create(number);
    expect(created.status).toBe(201);
    expect(created.body.provider_code_name).toBe("beta");
    expect(await attempts(created.body.reference)).toEqual([
      { provider_code_name: "alpha", operation: "initiate", outcome: "rejected" },
      { provider_code_name: "beta", operation: "initiate", outcome: "accepted" },
    ]);
  });

  it("fails over after a 5xx only once the status query says the provider never accepted", async () => {
    const number = mpesaNumber();
    world.simulator.sealed.engine.overrides.set(number, "error_not_accepted");
    const created = await create(number);
    expect(created.status).toBe(201);
    expect(created.body.provider_code_name).toBe("beta");
    expect(await attempts(created.body.reference)).toEqual([
      { provider_code_name: "alpha", operation: "initiate", outcome: "ambiguous" },
      { provider_code_name: "alpha", operation: "query", outcome: "not_found" },
      { provider_code_name: "beta", operation: "initiate", outcome: "accepted" },
    ]);
  });

  it("keeps a provider that answered 5xx but did accept, and never sends the payment elsewhere", async () => {
    const number = mpesaNumber();
    world.simulator.sealed.engine.overrides.set(number, "error_but_accepted");
    const created = await create(number);
    expect(created.status).toBe(201);
    expect(created.body.provider_code_name).toBe("alpha");
    expect(world.simulator.signed.engine.store.has(created.body.reference)).toBe(false);
    await settled(created.body.reference, "Success");
  });

  it("does not fail over after a timeout the status query cannot settle: 502, still Pending", async () => {
    const number = mpesaNumber();
    world.simulator.sealed.engine.overrides.set(number, "timeout_unsettled");
    const created = await create(number);
    expect(created.status).toBe(502);
    expect(created.body.error.code).toBe("provider_error");
    const reference = created.body.error.details.reference;
    expect(await statusOf(reference)).toBe("Pending");
    expect(world.simulator.signed.engine.store.has(reference)).toBe(false);
    expect((await attempts(reference)).map((attempt) => attempt.outcome)).toEqual(["ambiguous", "unknown"]);
  });

  it("does not fail over after a timeout whose status query finds nothing: the request may still arrive, and does", async () => {
    const number = mpesaNumber();
    world.simulator.sealed.engine.overrides.set(number, "late_arrival");
    // The timeouts above demoted alpha; this one is about alpha first.
    await world.api.database
      .db("providers")
      .where({ code_name: "alpha" })
      .update({ consecutive_failures: 0, demoted_until: null });
    const created = await create(number);
    expect(created.status).toBe(502);
    const reference = created.body.error.details.reference;
    expect((await attempts(reference)).map((attempt) => [attempt.operation, attempt.outcome])).toEqual([
      ["initiate", "ambiguous"],
      ["query", "not_found"],
    ]);
    // The request reaches alpha after the query; the payment stays with alpha, and beta never hears of it.
    await settled(reference, "Success");
    expect(world.simulator.signed.engine.store.has(reference)).toBe(false);
    expect(await world.simulator.sealed.engine.store.get(reference)).toBeDefined();
  });

  it("answers 502 with the reference when every provider refuses, and the transaction ends Failed", async () => {
    const created = await create(mpesaNumber("92"));
    expect(created.status).toBe(502);
    expect(created.body.error).toMatchObject({ code: "provider_error", details: { reference: expect.stringMatching(/^TX/) } });
    const reference = created.body.error.details.reference;
    expect(await statusOf(reference)).toBe("Failed");
    await eventually(async () =>
      world.receiver.forReference(reference)[0]?.json.transaction_status === "Failed" ? true : undefined,
    );
  });
});

describe("provider webhooks through the simulator", () => {
  it("applies a webhook delivered twice exactly once", async () => {
    const created = await create(mpesaNumber("94"));
    await settled(created.body.reference, "Success");
    await eventually(async () => {
      const engine = created.body.provider_code_name === "alpha" ? world.simulator.sealed.engine : world.simulator.signed.engine;
      const sent = engine.webhooks.filter((hook) => hook.reference === created.body.reference);
      return sent.length === 2 && sent.every((hook) => hook.statuses.at(-1) === 200) ? true : undefined;
    });
    expect(await world.api.database.db("raw_callbacks").where({ reference: created.body.reference })).toHaveLength(1);
    expect(await world.api.database.db("ledger_entries").where({ reference: created.body.reference })).toHaveLength(3);
  });

  it("refuses a forged webhook with 401, records the failure, and still settles from the genuine one", async () => {
    const created = await create(mpesaNumber("93"), { provider_code_name: "beta" });
    await settled(created.body.reference, "Success");
    const forged = world.simulator.signed.engine.webhooks.find(
      (hook) => hook.reference === created.body.reference && hook.forged,
    );
    expect(forged?.statuses).toEqual([401]);
    const failures = await world.api.database
      .db("webhook_verification_failures")
      .where({ provider_code_name: "beta", reason: "signature mismatch" });
    expect(failures.length).toBeGreaterThan(0);
  });

  it("learns a result whose webhook was lost from the status query", async () => {
    const created = await create(mpesaNumber("91"));
    expect(created.status).toBe(201);
    await settled(created.body.reference, "Success");
    expect(await world.api.database.db("raw_callbacks").where({ reference: created.body.reference })).toHaveLength(0);
    expect((await attempts(created.body.reference)).map((attempt) => attempt.operation)).toContain("query");
    expect(await world.api.database.db("ledger_entries").where({ reference: created.body.reference })).toHaveLength(3);
  });
});

describe("circuit breaker", () => {
  it("demotes a provider after repeated ambiguous initiations, for every instance, via the database", async () => {
    await world.api.database.db("providers").update({ consecutive_failures: 0, demoted_until: null });
    for (let failure = 0; failure < 3; failure++) {
      const number = mpesaNumber();
      world.simulator.sealed.engine.overrides.set(number, "error_but_accepted");
      expect((await create(number)).body.provider_code_name).toBe("alpha");
    }
    const alpha = await world.api.database.db("providers").where({ code_name: "alpha" }).first();
    expect(alpha.consecutive_failures).toBe(3);
    expect(alpha.demoted_until.getTime()).toBeGreaterThan(Date.now());
    expect((await create(mpesaNumber())).body.provider_code_name).toBe("beta");
  });
});

describe("creation guarantees", () => {
  it("creates one transaction for concurrent requests with the same merchant_reference", async () => {
    const merchantReference = `dup-${randomBytes(5).toString("hex")}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => create(mpesaNumber(), { merchant_reference: merchantReference })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(400);
      expect(refused.body.error.details.merchant_reference).toEqual(expect.any(String));
    }
    expect(await world.api.database.db("payments").where({ merchant_reference: merchantReference })).toHaveLength(1);
  });

  it("hides another merchant's transaction behind a 404", async () => {
    const created = await create(mpesaNumber());
    const stranger = await createMerchant(world.api.database.db, { accountType: "prod" });
    const response = await world.api.http.get(`/api/payments/transaction/${created.body.reference}/`, { token: stranger.token });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe("not_found");
  });
});
