import { recordProviderFailure } from "../../domain/routing/providers-store";
import { createMerchant, createStaff, type MerchantFixture } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";

/** The merchant toolkit: predict-provider, active configuration and availability, and `service` left to the number. */
const world = usePaymentWorld({ simulated: true, accountType: "prod" });

let staffToken: string;
let sandboxMerchant: MerchantFixture;
beforeAll(async () => {
  staffToken = (await createStaff(world.api.database.db)).token;
  sandboxMerchant = await createMerchant(world.api.database.db, { accountType: "sandbox" });
});

const predict = (phone_number: unknown, token = world.merchant.token) =>
  world.api.http.post("/api/payments/predict-provider/", { phone_number }, { token });
const get = (path: string, token = world.merchant.token) => world.api.http.get(path, { token });
const statusOf = async (service: string, operation: string, token = world.merchant.token) =>
  (await get("/api/organization/availability/", token)).body.results.find(
    (row: { service: string; operation: string }) => row.service === service && row.operation === operation,
  ).status;
const setProvider = (codeName: string, changes: Record<string, unknown>) =>
  world.api.http.patch(`/api/admin/providers/${codeName}/`, changes, { token: staffToken });

describe("POST /api/payments/predict-provider/", () => {
  it.each([
    ["0812345678", "+243812345678", "MPESA"],
    ["812345678", "+243812345678", "MPESA"],
    ["243842345678", "+243842345678", "ORANGE"],
    ["+243 97 234 5678", "+243972345678", "AIRTEL"],
    ["00243-90-234-5678", "+243902345678", "AFRICELL"],
    ["(089) 234.56.78", "+243892345678", "ORANGE"],
  ])("reads %s as %s on %s", async (written, e164, service) => {
    const answer = await predict(written);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ phone_number: e164, country: "CD", service });
  });

  it.each([
    ["+243 70 234 5678", /prefix 70/],
    ["+33612345678", /Only DR Congo numbers/],
    ["08123456", /Enter a DR Congo mobile number/],
    ["+2438123456789", /Enter a DR Congo mobile number/],
    ["call me", /Enter a DR Congo mobile number/],
    ["", /Enter a DR Congo mobile number/],
  ])("refuses %s naming phone_number", async (written, message) => {
    const answer = await predict(written);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("validation_error");
    expect(Object.keys(answer.body.error.details)).toEqual(["phone_number"]);
    expect(answer.body.error.details.phone_number).toMatch(message);
  });

  it("refuses a body without the number, another type, and callers without a token", async () => {
    expect((await predict(812345678)).body.error.details).toHaveProperty("phone_number");
    const missing = await world.api.http.post("/api/payments/predict-provider/", {}, { token: world.merchant.token });
    expect(missing.body.error.details).toHaveProperty("phone_number");
    expect((await world.api.http.post("/api/payments/predict-provider/", { phone_number: "0812345678" })).status).toBe(401);
  });
});

describe("service left to the number", () => {
  it("creates a transaction on the number's service when service is omitted", async () => {
    const created = await world.createPayment({
      service: undefined,
      customer_number: "+243972345600",
      currency: "USD",
      amount: "5.00",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ service: "AIRTEL" });
  });

  it("asks for the service when the number does not tell it, and keeps refusing a number on another service", async () => {
    const untold = await world.createPayment({ service: undefined, customer_number: "+243702345600" });
    expect(untold.status).toBe(400);
    expect(untold.body.error.details).toEqual({ service: "This field is required: the number does not tell the service." });
    const mismatch = await world.createPayment({ service: "ORANGE", customer_number: "+243972345600" });
    expect(mismatch.status).toBe(400);
    expect(Object.keys(mismatch.body.error.details)).toEqual(["customer_number"]);
  });
});

describe("GET /api/organization/active-conf/", () => {
  it("tells a prod merchant each service and currency its providers serve, with the limits creation enforces", async () => {
    const { body } = await get("/api/organization/active-conf/");
    const usd = body.results.find(
      (row: { service: string; currency: string }) => row.service === "MPESA" && row.currency === "USD",
    );
    expect(usd).toEqual({
      service: "MPESA",
      currency: "USD",
      operations: ["collection", "payout", "refund"],
      min_amount: "0.01",
      max_amount: "10000.00",
      decimals: 2,
    });
    const create = (amount: string) => world.createPayment({ currency: "USD", amount, customer_number: "+243812345600" });
    expect((await create(usd.max_amount)).status).toBe(201);
    expect((await create(usd.min_amount)).status).toBe(201);
    const over = await create("10000.01");
    expect(over.status).toBe(400);
    expect(over.body.error.details.amount).toContain(usd.max_amount);
    const tooPrecise = await create(`1.${"5".repeat(usd.decimals + 1)}`);
    expect(tooPrecise.body.error.details.amount).toContain(`at most ${usd.decimals} decimals`);
    expect((await create("0.00")).body.error.details.amount).toContain(usd.min_amount);
  });

  it("tells a sandbox merchant the sandbox provider's configuration", async () => {
    const { body } = await get("/api/organization/active-conf/", sandboxMerchant.token);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results).toContainEqual(
      expect.objectContaining({ service: "MPESA", currency: "CDF", max_amount: "25000000.00" }),
    );
  });
});

describe("GET /api/organization/availability/", () => {
  it("answers each service and operation OPERATIONAL while a provider for it is fit", async () => {
    const { body } = await get("/api/organization/availability/");
    expect(body.results).toHaveLength(4 * 3);
    expect(await statusOf("MPESA", "collection")).toBe("OPERATIONAL");
    expect(await statusOf("MPESA", "collection", sandboxMerchant.token)).toBe("OPERATIONAL");
  });

  it("answers CLOSED once staff disable the only provider for a service, and OPERATIONAL again once enabled", async () => {
    const serving = (await get("/api/admin/availability/", staffToken)).body.results.find(
      (row: { service: string; operation: string }) => row.service === "ORANGE" && row.operation === "collection",
    );
    expect(serving.providers.map((provider: { provider: string }) => provider.provider)).toEqual(["alpha"]);
    expect((await setProvider("alpha", { enabled: false })).status).toBe(200);
    expect(await statusOf("ORANGE", "collection")).toBe("CLOSED");
    expect((await setProvider("alpha", { enabled: true })).status).toBe(200);
    expect(await statusOf("ORANGE", "collection")).toBe("OPERATIONAL");
  });

  it("answers DELAYED while every provider for it is demoted, and shows staff why", async () => {
    const { db } = world.api.database;
    for (let failure = 0; failure < 3; failure++) {
      await recordProviderFailure(db, "alpha");
      await recordProviderFailure(db, "beta");
    }
    try {
      expect(await statusOf("MPESA", "collection")).toBe("DELAYED");
      expect(await statusOf("MPESA", "collection", sandboxMerchant.token)).toBe("OPERATIONAL");
      const staffView = (await get("/api/admin/availability/", staffToken)).body.results.find(
        (row: { service: string; operation: string }) => row.service === "MPESA" && row.operation === "payout",
      );
      expect(staffView.status).toBe("DELAYED");
      expect(staffView.providers).toEqual([
        { provider: "alpha", reasons: [expect.stringMatching(/^circuit open until .* \(failing initiations\)$/)] },
        { provider: "beta", reasons: [expect.stringMatching(/^circuit open until/)] },
      ]);
    } finally {
      await db("providers").update({ demoted_until: null, consecutive_failures: 0 });
    }
    expect(await statusOf("MPESA", "collection")).toBe("OPERATIONAL");
  });

  it("keeps the staff view from merchants", async () => {
    expect((await get("/api/admin/availability/")).status).toBe(403);
  });
});
