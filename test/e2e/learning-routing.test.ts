import { randomUUID } from "node:crypto";
import { eventually } from "../support/eventually";
import { createStaff } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";

/** Learning routing end to end: outcomes recorded by the service's own paths, staff rules over HTTP, the decision in the story. */
const world = usePaymentWorld({
  simulated: true,
  accountType: "prod",
  env: { PAYMENT_STATUS_POLL_SECONDS: "1", ROUTING_STRATEGY: "success_rate" },
});

let staffToken: string;
beforeAll(async () => {
  staffToken = (await createStaff(world.api.database.db)).token;
});

const staff = () => ({ token: staffToken });
const create = (customerNumber: string, overrides: Record<string, unknown> = {}) =>
  world.createPayment({ amount: "12.00", currency: "USD", customer_number: customerNumber, ...overrides });
const outcomesOf = (reference: string) =>
  world.api.database.db("routing_outcomes").where({ reference }).orderBy("id").select("provider_code_name", "succeeded");
const story = async (reference: string) => (await world.api.http.get(`/api/admin/transactions/${reference}/`, staff())).body;

describe("learning routing", () => {
  it("records each payment's outcome per provider through the service's own paths, never a customer's failure", async () => {
    const number = mpesaNumber();
    world.simulator.sealed.engine.overrides.set(number, "reject");
    const failedOver = await create(number);
    expect(failedOver.body.provider_code_name).toBe("beta");
    // alpha refused the number (INVALID_MSISDN: the customer's), which says nothing of alpha; beta's success counts.
    await eventually(async () => ((await outcomesOf(failedOver.body.reference)).length === 1 ? true : undefined));
    expect(await outcomesOf(failedOver.body.reference)).toEqual([{ provider_code_name: "beta", succeeded: true }]);
    const declined = await create(mpesaNumber().replace(/\d\d$/, "99"));
    await eventually(async () =>
      (await world.api.database.db("payments").where({ reference: declined.body.reference }).first()).transaction_status ===
      "Failed"
        ? true
        : undefined,
    );
    expect(await outcomesOf(declined.body.reference)).toEqual([]);
  });

  it("shows each payment's routing decision in its staff story", async () => {
    const created = await create(mpesaNumber());
    const { routing_decision } = await story(created.body.reference);
    expect(routing_decision).toMatchObject({ reason: "priority", rule_id: null, route: ["alpha", "beta"] });
    expect(routing_decision.candidates.map((candidate: { provider: string }) => candidate.provider)).toEqual(["alpha", "beta"]);
  });

  it("sends a service's payments where the learned rates say once the window holds enough", async () => {
    const { db } = world.api.database;
    const now = Date.now();
    const outcomes = (provider: string, succeeded: number, failed: number) =>
      Array.from({ length: succeeded + failed }, (_, index) => ({
        reference: `SEED-${provider}-${index}`,
        provider_code_name: provider,
        service: "AIRTEL",
        currency: "USD",
        succeeded: index < succeeded,
        recorded_at: new Date(now - 60_000),
      }));
    await db("routing_outcomes").insert([...outcomes("alpha", 6, 24), ...outcomes("beta", 28, 2)]);
    const created = await create("+243971234501", { service: "AIRTEL" });
    expect(created.status).toBe(201);
    expect(created.body.provider_code_name).toBe("beta");
    const { routing_decision } = await story(created.body.reference);
    expect(routing_decision.reason).toBe("success_rate");
    expect(routing_decision.route).toEqual(["beta", "alpha"]);
    expect(routing_decision.candidates).toEqual([
      expect.objectContaining({ provider: "alpha", outcomes: 30, eliminated: true }),
      expect.objectContaining({ provider: "beta", outcomes: 30, eliminated: false, score: expect.any(Number) }),
    ]);
    const standing = await world.api.http.get("/api/admin/routing/", staff());
    expect(standing.status).toBe(200);
    const airtel = standing.body.results.find(
      (row: { service: string; currency: string }) => row.service === "AIRTEL" && row.currency === "USD",
    );
    expect(airtel.providers.find((provider: { provider: string }) => provider.provider === "alpha").eliminated_until).toEqual(
      expect.any(String),
    );
    const metrics = (await world.api.http.get<string>("/metrics")).body;
    expect(metrics).toMatch(/^routing_provider_eliminated\{provider="alpha",service="AIRTEL",currency="USD"\} 1$/m);
    expect(metrics).toMatch(/^routing_eliminations_total\{provider="alpha",service="AIRTEL",currency="USD"\} 1$/m);
    expect(metrics).toMatch(/^routing_decisions_total\{reason="success_rate"\} [1-9]/m);
  });

  it("lets staff pin and split over HTTP, audited, and routes by the rule", async () => {
    const split = await world.api.http.post(
      "/api/admin/routing-rules/",
      {
        service: "AIRTEL",
        kind: "split",
        allocations: [
          { provider: "alpha", weight: 50 },
          { provider: "beta", weight: 40 },
        ],
      },
      staff(),
    );
    expect(split.status).toBe(400);
    expect(split.body.error).toMatchObject({ code: "validation_error", details: { allocations: expect.stringContaining("90") } });
    const pin = await world.api.http.post(
      "/api/admin/routing-rules/",
      { service: "AIRTEL", kind: "pin", provider: "beta", note: "alpha's Airtel link is down" },
      staff(),
    );
    expect(pin.status).toBe(201);
    const created = await create("+243971234500", { service: "AIRTEL" });
    expect(created.body.provider_code_name).toBe("beta");
    expect((await story(created.body.reference)).routing_decision).toMatchObject({ reason: "pin", rule_id: pin.body.id });

    const replaced = await world.api.http.put(
      `/api/admin/routing-rules/${pin.body.id}/`,
      {
        service: "AIRTEL",
        kind: "split",
        allocations: [
          { provider: "alpha", weight: 1 },
          { provider: "beta", weight: 99 },
        ],
      },
      staff(),
    );
    expect(replaced.body).toMatchObject({ id: pin.body.id, kind: "split" });
    expect((await world.api.http.get("/api/admin/routing-rules/", staff())).body.results).toHaveLength(1);
    expect((await world.api.http.delete(`/api/admin/routing-rules/${pin.body.id}/`, staff())).status).toBe(204);
    expect((await world.api.http.delete(`/api/admin/routing-rules/${pin.body.id}/`, staff())).status).toBe(404);
    expect((await world.api.http.delete(`/api/admin/routing-rules/${randomUUID()}/`, staff())).status).toBe(404);
    expect(
      (
        await world.api.http.put(
          "/api/admin/routing-rules/not-a-uuid/",
          { service: "AIRTEL", kind: "pin", provider: "beta" },
          staff(),
        )
      ).status,
    ).toBe(400);
    const audit = await world.api.http.get("/api/admin/audit-log/?target_type=routing_rule", staff());
    expect(audit.body.results.map((entry: { action: string }) => entry.action)).toEqual([
      "routing_rule.delete",
      "routing_rule.update",
      "routing_rule.create",
    ]);
  });

  it("keeps routing rules and standing from merchants", async () => {
    const token = { token: world.merchant.token };
    expect((await world.api.http.get("/api/admin/routing-rules/", token)).status).toBe(403);
    expect((await world.api.http.get("/api/admin/routing/", token)).status).toBe(403);
    expect(
      (await world.api.http.post("/api/admin/routing-rules/", { service: "MPESA", kind: "pin", provider: "beta" }, token)).status,
    ).toBe(403);
  });
});
