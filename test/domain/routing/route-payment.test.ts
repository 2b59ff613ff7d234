import { randomUUID } from "node:crypto";
import { seededRandom } from "../../../domain/routing/beta-sample";
import { type PaymentToRoute, routePayment, routingSettings } from "../../../domain/routing/route-payment";
import { findRoutingDecision } from "../../../domain/routing/routing-decisions-store";
import { removeRule, saveRule } from "../../../domain/routing/routing-rules";
import { eliminate, recordRoutingOutcome, windowCounts } from "../../../domain/routing/routing-window-store";
import { loadConfig } from "../../../lib/config";
import { ValidationError } from "../../../lib/errors";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant, createStaff, insertProvider } from "../../support/fixtures";

/** The learning router against PostgreSQL: the shared window, eliminations, staff rules and the recorded decision. */

let database: TestDatabase;
let staffId: string;
let merchantId: string;
let otherMerchantId: string;
const settings = routingSettings(loadConfig({}));
const base = Date.UTC(2026, 10, 25, 12);
const at = (minutes: number) => new Date(base + minutes * 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
  staffId = (await createStaff(database.db)).user.id;
  merchantId = (await createMerchant(database.db, { accountType: "prod" })).merchantId;
  otherMerchantId = (await createMerchant(database.db, { accountType: "prod" })).merchantId;
  await insertProvider(database.db, "alpha", { priority: 1 });
  await insertProvider(database.db, "beta", { priority: 2 });
  await insertProvider(database.db, "airtel-only", { priority: 3, services: ["AIRTEL"] });
});
afterAll(() => database.drop());

let sequence = 0;
const payment = (overrides: Partial<PaymentToRoute> = {}): PaymentToRoute => ({
  reference: `RT${String(++sequence).padStart(8, "0")}`,
  merchant_id: merchantId,
  account_type: "prod",
  requested_provider: null,
  service: "MPESA",
  currency: "USD",
  amount: "10.00",
  ...overrides,
});

async function record(provider: string, service: string, outcomes: boolean[], minute: number) {
  for (const succeeded of outcomes) {
    await recordRoutingOutcome(database.db, {
      reference: `OUT${++sequence}`,
      provider,
      service,
      currency: "USD",
      succeeded,
      at: at(minute),
    });
  }
}

const many = (count: number, succeeded: boolean) => Array.from({ length: count }, () => succeeded);

describe("the success-rate window", () => {
  it("records a payment's outcome at a provider once, whoever reports it again", async () => {
    const outcome = { reference: "ONCE-1", provider: "alpha", service: "ORANGE", currency: "CDF", succeeded: true, at: at(0) };
    await Promise.all([recordRoutingOutcome(database.db, outcome), recordRoutingOutcome(database.db, outcome)]);
    await recordRoutingOutcome(database.db, { ...outcome, succeeded: false });
    expect(await database.db("routing_outcomes").where({ reference: "ONCE-1" }).select("succeeded")).toEqual([
      { succeeded: true },
    ]);
  });

  it("weighs outcomes by age, keeps the last windowSize within windowMinutes, and ignores the future", async () => {
    await record("alpha", "AFRICELL", many(4, true), 0);
    await record("alpha", "AFRICELL", many(4, false), -60);
    await record("alpha", "AFRICELL", many(3, true), -1000);
    await record("alpha", "AFRICELL", many(2, true), 10);
    const query = { service: "AFRICELL", currency: "USD", now: at(0), ...settings };
    const counts = (await windowCounts(database.db, query)).get("alpha")!;
    // 4 now at weight 1, 4 an hour old at weight 1/2 (half-life 60 min); those 1000 min old are past the window.
    expect(counts.outcomes).toBe(8);
    expect(counts.samples).toBeCloseTo(6, 5);
    expect(counts.successes).toBeCloseTo(4, 5);
    const lastFour = (await windowCounts(database.db, { ...query, windowSize: 4 })).get("alpha")!;
    expect(lastFour).toMatchObject({ outcomes: 4, successes: 4 });
  });

  it("forgets a provider's record from before its elimination ended", async () => {
    await record("beta", "AFRICELL", many(5, false), -30);
    await eliminate(database.db, {
      provider: "beta",
      service: "AFRICELL",
      currency: "USD",
      rate: 0,
      samples: 5,
      at: at(-20),
      until: at(-10),
    });
    await record("beta", "AFRICELL", many(2, true), -5);
    const counts = await windowCounts(database.db, {
      service: "AFRICELL",
      currency: "USD",
      now: at(0),
      ...settings,
    });
    expect(counts.get("beta")).toMatchObject({ outcomes: 2 });
  });

  it("lets one instance eliminate a provider at a time: a concurrent second one changes nothing", async () => {
    const elimination = {
      provider: "alpha",
      service: "ORANGE",
      currency: "USD",
      rate: 0.2,
      samples: 30,
      at: at(0),
      until: at(15),
    };
    // The same window from two instances, each with the rate it saw: whichever commits first stands whole.
    const contenders = [elimination, { ...elimination, rate: 0.3, samples: 40 }];
    const answers = await Promise.all(contenders.map((contender) => eliminate(database.db, contender)));
    expect([...answers].sort()).toEqual([false, true]);
    const winner = contenders[answers.indexOf(true)]!;
    expect(
      await database
        .db("routing_eliminations")
        .where({ provider_code_name: "alpha", service: "ORANGE", currency: "USD" })
        .first(),
    ).toMatchObject({ rate: winner.rate.toFixed(4), samples: winner.samples });
    expect(await eliminate(database.db, { ...elimination, at: at(5), until: at(20) })).toBe(false);
    expect(await eliminate(database.db, { ...elimination, at: at(16), until: at(31) })).toBe(true);
  });
});

describe("routing a payment", () => {
  it("routes by priority while outcomes are thin, and records the decision with its reason", async () => {
    const toRoute = payment({ service: "ORANGE", currency: "CDF" });
    expect(await routePayment(database.db, settings, toRoute, { now: at(0), random: seededRandom(1) })).toEqual([
      "alpha",
      "beta",
    ]);
    expect(await findRoutingDecision(database.db, toRoute.reference)).toMatchObject({
      reason: "priority",
      rule_id: null,
      route: ["alpha", "beta"],
      candidates: [expect.objectContaining({ provider: "alpha" }), expect.objectContaining({ provider: "beta" })],
    });
  });

  it("learns that beta does better on AIRTEL, and eliminates alpha once its rate falls below the floor", async () => {
    await record("alpha", "AIRTEL", [...many(8, false), ...many(4, true)], -5);
    await record("beta", "AIRTEL", [...many(18, true), ...many(2, false)], -5);
    const firsts: Record<string, number> = {};
    const random = seededRandom(9);
    for (let run = 0; run < 20; run++) {
      const route = await routePayment(database.db, settings, payment({ service: "AIRTEL" }), { now: at(0), random });
      firsts[route[0]!] = (firsts[route[0]!] ?? 0) + 1;
      expect(route.at(-1)).toBe("alpha");
    }
    expect(firsts.alpha).toBeUndefined();
    const elimination = await database
      .db("routing_eliminations")
      .where({ provider_code_name: "alpha", service: "AIRTEL", currency: "USD" })
      .first();
    expect(elimination).toMatchObject({ rate: "0.3333", samples: 12 });
    const decision = await database.db("routing_decisions").orderBy("decided_at", "desc").first();
    expect(decision.reason).toBe("success_rate");
    expect(decision.candidates.find((candidate: { provider: string }) => candidate.provider === "alpha")).toMatchObject({
      eliminated: true,
    });
  });

  it("keeps a payment's recorded route when it is routed again (a workflow the orphan sweep started)", async () => {
    const toRoute = payment({ service: "ORANGE", currency: "CDF" });
    await database.db("routing_decisions").insert({
      reference: toRoute.reference,
      reason: "pin",
      candidates: JSON.stringify([]),
      route: ["beta", "alpha"],
    });
    expect(await routePayment(database.db, settings, toRoute, { now: at(0), random: seededRandom(1) })).toEqual([
      "beta",
      "alpha",
    ]);
    expect(await findRoutingDecision(database.db, toRoute.reference)).toMatchObject({ reason: "pin", route: ["beta", "alpha"] });
  });

  it("keeps the sandbox for sandbox accounts and the provider a merchant asked for", async () => {
    expect(await routePayment(database.db, settings, payment({ account_type: "sandbox" }))).toEqual(["sandbox"]);
    const requested = payment({ requested_provider: "beta" });
    expect(await routePayment(database.db, settings, requested)).toEqual(["beta"]);
    expect(await findRoutingDecision(database.db, requested.reference)).toMatchObject({ reason: "requested", route: ["beta"] });
  });
});

describe("staff routing rules", () => {
  it("applies the most specific rule: merchant and service, then merchant, then service", async () => {
    const route = (overrides: Partial<PaymentToRoute>) =>
      routePayment(database.db, settings, payment({ service: "ORANGE", ...overrides }));
    const byService = await saveRule(database.db, staffId, { service: "ORANGE", kind: "pin", provider: "beta" });
    const byMerchant = await saveRule(database.db, staffId, { merchant_id: merchantId, kind: "pin", provider: "alpha" });
    expect(await route({ merchant_id: otherMerchantId })).toEqual(["beta", "alpha"]);
    expect(await route({})).toEqual(["alpha", "beta"]);
    const both = await saveRule(database.db, staffId, {
      merchant_id: merchantId,
      service: "ORANGE",
      kind: "pin",
      provider: "beta",
    });
    const pinned = payment({ service: "ORANGE" });
    expect(await routePayment(database.db, settings, pinned)).toEqual(["beta", "alpha"]);
    expect(await findRoutingDecision(database.db, pinned.reference)).toMatchObject({ reason: "pin", rule_id: both.id });
    for (const rule of [byService, byMerchant, both]) await removeRule(database.db, staffId, rule.id);
    expect(await database.db("staff_audit_log").where({ target_type: "routing_rule" }).orderBy("id").pluck("action")).toEqual([
      "routing_rule.create",
      "routing_rule.create",
      "routing_rule.create",
      "routing_rule.delete",
      "routing_rule.delete",
      "routing_rule.delete",
    ]);
  });

  it("refuses a rule naming each bad field, and a second rule for the same scope", async () => {
    const refusal = async (input: Parameters<typeof saveRule>[2]) => {
      try {
        await saveRule(database.db, staffId, input);
      } catch (error) {
        if (error instanceof ValidationError) return error.details;
        throw error;
      }
      throw new Error("saved");
    };
    expect(await refusal({ kind: "pin", provider: "alpha" })).toEqual({ service: expect.stringContaining("Name a service") });
    expect(await refusal({ service: "MPESA", kind: "pin", provider: "airtel-only" })).toEqual({
      provider: "Provider 'airtel-only' does not serve MPESA.",
    });
    expect(await refusal({ merchant_id: randomUUID(), kind: "pin", provider: "nobody" })).toEqual({
      merchant_id: "No such merchant.",
      provider: "Unknown provider 'nobody'.",
    });
    expect(
      await refusal({
        service: "MPESA",
        kind: "split",
        allocations: [
          { provider: "alpha", weight: 60 },
          { provider: "beta", weight: 30 },
        ],
      }),
    ).toEqual({ allocations: "The weights add up to 90; they must add up to 100." });
    const kept = await saveRule(database.db, staffId, { service: "AFRICELL", kind: "pin", provider: "alpha" });
    expect(await refusal({ service: "AFRICELL", kind: "pin", provider: "beta" })).toEqual({
      service: "A rule for this scope exists; change that one.",
    });
    const replaced = await saveRule(
      database.db,
      staffId,
      { service: "AFRICELL", kind: "pin", provider: "beta", note: "alpha maintenance" },
      kept.id,
    );
    expect(replaced).toMatchObject({ id: kept.id, allocations: [{ provider: "beta", weight: 100 }], note: "alpha maintenance" });
  });
});

describe("each process's copy of the shared window", () => {
  const cached = { ...settings, windowCacheMs: 1000 };
  const decided = async (minute: number, seconds = 0) =>
    routePayment(database.db, cached, payment({ service: "ORANGE" }), {
      now: new Date(at(minute).getTime() + seconds * 1000),
      random: seededRandom(7),
    });

  it("reads the window at most once per windowCacheMs of the routing clock, then learns what was recorded meanwhile", async () => {
    await insertProvider(database.db, "orange-a", { priority: 1, services: ["ORANGE"] });
    await insertProvider(database.db, "orange-b", { priority: 2, services: ["ORANGE"] });
    await record("orange-a", "ORANGE", many(10, true), 500);
    await record("orange-b", "ORANGE", many(30, true), 500);
    expect((await decided(501))[0]).toBe("orange-b");
    // orange-b fails from now on; within the second the decision still routes on the window it read.
    await record("orange-b", "ORANGE", many(200, false), 501);
    expect((await decided(501, 0.5))[0]).toBe("orange-b");
    expect(await database.db("routing_eliminations").where({ provider_code_name: "orange-b" })).toHaveLength(0);
    // A second later of the routing clock it reads again, learns, and eliminates orange-b.
    expect((await decided(501, 1)).at(-1)).toBe("orange-b");
    const [elimination] = await database.db("routing_eliminations").where({ provider_code_name: "orange-b", service: "ORANGE" });
    expect(elimination).toBeDefined();
  });
});
