import { randomUUID } from "node:crypto";
import { checkMovement } from "../../../domain/movement-rules/movement-rules";
import { decimalsProblem, findProvider, routableCandidates } from "../../../domain/routing/providers-store";
import { type PaymentToRoute, routePayment } from "../../../domain/routing/route-payment";
import { ValidationError } from "../../../lib/errors";
import { decimalsUsed } from "../../../lib/money";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant, insertProvider } from "../../support/fixtures";

/**
 * A connection that takes fewer decimals than the currency has (pawaPay's VODACOM_MPESA_COD: whole francs) is no
 * candidate for an amount with more; with no other, creation refuses the amount, naming it.
 */
let database: TestDatabase;
let userId: string;
let merchantId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const merchant = await createMerchant(database.db, { accountType: "prod" });
  userId = merchant.user.id;
  merchantId = merchant.merchantId;
  await insertProvider(database.db, "whole-francs", { priority: 1, services: ["MPESA"], amount_decimals: { "MPESA:CDF": 0 } });
  await insertProvider(database.db, "with-cents", { priority: 2, services: ["MPESA"], currencies: ["USD"] });
  await insertProvider(database.db, "orange-whole", { priority: 3, services: ["ORANGE"], amount_decimals: { "ORANGE:CDF": 0 } });
});
afterAll(() => database.drop());

const payment = (fields: Partial<PaymentToRoute>): PaymentToRoute => ({
  reference: `RD${randomUUID().slice(0, 8)}`,
  merchant_id: merchantId,
  account_type: "prod",
  requested_provider: null,
  service: "MPESA",
  currency: "CDF",
  amount: "1500.00",
  ...fields,
});

const check = (fields: Record<string, unknown>) =>
  checkMovement(
    database.db,
    userId,
    "prod",
    { numberField: "customer_number", noMerchant: "no merchant", callbackRequired: false } as never,
    { merchant_reference: `o-${randomUUID()}`, currency: "CDF", service: "MPESA", number: "+243812345600", ...fields },
    {},
    true,
  );

describe("an amount's decimals", () => {
  it("are counted as used: trailing zeros are none", () => {
    expect(["1500", "1500.00", "1500.50", "1500.05", "0.10"].map(decimalsUsed)).toEqual([0, 0, 1, 2, 1]);
  });

  it("leave out of the route a provider that takes fewer, and only for the pair it names", async () => {
    expect(await routePayment(database.db, settings(), payment({ amount: "1500.00" }))).toEqual(["whole-francs"]);
    expect(await routePayment(database.db, settings(), payment({ amount: "1500.50" }))).toEqual([]);
    expect((await routableCandidates(database.db, "MPESA", "USD", 2)).map((one) => one.code_name)).toEqual([
      "whole-francs",
      "with-cents",
    ]);
  });

  it("refuse at creation, naming amount, when no provider serving the pair takes them", async () => {
    await expect(check({ amount: "1500.00" })).resolves.toMatchObject({ amount: "1500.00" });
    const refused = await check({ amount: "1500.50" }).catch((error) => error);
    expect(refused).toBeInstanceOf(ValidationError);
    expect(Object.keys(refused.details)).toEqual(["amount"]);
    expect(refused.details.amount).toMatch(/whole amounts/);
    await expect(check({ amount: "10.50", currency: "USD" })).resolves.toMatchObject({ currency: "USD" });
  });

  it("refuse a provider asked for by name that cannot take them, and only on the pair it names", async () => {
    const refused = await check({ amount: "1500.50", provider_code_name: "whole-francs" }).catch((error) => error);
    expect(Object.keys(refused.details)).toEqual(["amount"]);
    await expect(check({ amount: "12.25", currency: "USD", provider_code_name: "whole-francs" })).resolves.toMatchObject({
      requestedProvider: "whole-francs",
    });
    const provider = (await findProvider(database.db, "orange-whole"))!;
    expect(await decimalsProblem(database.db, { service: "ORANGE", currency: "CDF", decimals: 2, provider })).toMatch(
      /whole amounts/,
    );
    expect(await decimalsProblem(database.db, { service: "ORANGE", currency: "CDF", decimals: 0, provider })).toBeNull();
  });
});

function settings() {
  return {
    strategy: "priority" as const,
    windowMinutes: 240,
    windowSize: 500,
    halfLifeMinutes: 60,
    minSamples: 10,
    floor: 0.5,
    eliminationMinutes: 15,
    windowCacheMs: 0,
  };
}
