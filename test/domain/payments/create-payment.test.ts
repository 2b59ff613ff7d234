import { createPayment, type PaymentCreationDeps } from "../../../domain/payments/create-payment";
import { checkPayment, type PaymentFields } from "../../../domain/payments/creation-rules";
import type { PaymentEngine } from "../../../domain/payments/payment-engine";
import { findPayment } from "../../../domain/payments/payments-store";
import { routingSettings } from "../../../domain/routing/route-payment";
import { loadConfig } from "../../../lib/config";
import { UnknownProviderError, ValidationError } from "../../../lib/errors";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant, insertProvider } from "../../support/fixtures";

/** The creation rules and the creation use case against PostgreSQL, the engine a fake: no HTTP, no Temporal. */

let database: TestDatabase;
let sandboxUser: string;
let prodUser: string;
let prodMerchant: string;

beforeAll(async () => {
  database = await createTestDatabase();
  sandboxUser = (await createMerchant(database.db)).user.id;
  const prod = await createMerchant(database.db, { accountType: "prod" });
  prodUser = prod.user.id;
  prodMerchant = prod.merchantId;
  await insertProvider(database.db, "sandbox", { builtin: true, priority: 0 });
  await insertProvider(database.db, "alpha", { priority: 1 });
  await insertProvider(database.db, "beta", { priority: 2 });
  await insertProvider(database.db, "dormant", { enabled: false });
  await insertProvider(database.db, "orange-only", { services: ["ORANGE"] });
  await insertProvider(database.db, "cdf-only", { currencies: ["CDF"] });
});
afterAll(() => database.drop());

let sequence = 0;
const valid = (): PaymentFields => ({
  merchant_reference: `order-${++sequence}`,
  amount: "1500.00",
  currency: "CDF",
  service: "mpesa",
  customer_number: "+243812345600",
  callback_url: "https://93.184.215.14/callback",
});

const problemsOf = async (promise: Promise<unknown>): Promise<Record<string, unknown>> => {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).details!;
};

const check = (input: Partial<PaymentFields>, accountType: "sandbox" | "prod" = "sandbox", shape = {}) =>
  checkPayment(database.db, accountType === "prod" ? prodUser : sandboxUser, accountType, input, shape, false);

describe("creation rules", () => {
  it("answers the request in canonical form when every rule holds", async () => {
    await expect(check({ ...valid(), merchant_reference: "m-1", provider_code_name: "alpha" }, "prod")).resolves.toEqual({
      merchantId: prodMerchant,
      merchantReference: "m-1",
      amount: "1500.00",
      currency: "CDF",
      service: "MPESA",
      customerNumber: "+243812345600",
      callbackUrl: "https://93.184.215.14/callback",
      requestedProvider: "alpha",
    });
  });

  it.each([
    ["currency", { currency: "EUR" }, "Unknown currency 'EUR'; see GET /api/organization/currency/."],
    ["amount", { amount: "10.123" }, "CDF amounts have at most 2 decimals."],
    ["amount", { amount: "0.00" }, "The minimum amount is 0.01."],
    ["amount", { amount: "25000000.01" }, "The maximum amount in CDF is 25000000.00."],
    ["service", { service: "MTN" }, "Unknown service 'MTN'; see GET /api/organization/service/."],
    ["customer_number", { customer_number: "+24381234560" }, "A DR Congo number has 9 digits after +243."],
    [
      "customer_number",
      { customer_number: "+243842345600" },
      "This number is not on Vodacom M-Pesa (prefixes +24381, +24382, +24383).",
    ],
    ["callback_url", { callback_url: "http://shop.example.com/cb" }, "The callback URL must use https."],
    ["callback_url", { callback_url: "https://10.0.0.7/cb" }, "The callback URL must not point at a private or local address."],
  ])("names %s when it breaks its rule", async (field, change, message) => {
    expect(await problemsOf(check({ ...valid(), ...change }))).toEqual({ [field]: message });
  });

  it.each([
    ["dormant", "Provider 'dormant' is disabled."],
    ["sandbox", "The sandbox provider is for sandbox accounts only."],
    ["orange-only", "Provider 'orange-only' does not serve MPESA."],
    ["cdf-only", "Provider 'cdf-only' does not take USD."],
  ])("refuses provider %s to a prod account", async (provider, message) => {
    const details = await problemsOf(check({ ...valid(), currency: "USD", provider_code_name: provider }, "prod"));
    expect(details).toEqual({ provider_code_name: message });
  });

  it("is an unknown_provider error when an unknown provider is the only problem, a field beside others", async () => {
    await expect(check({ ...valid(), provider_code_name: "nobody" })).rejects.toBeInstanceOf(UnknownProviderError);
    expect(await problemsOf(check({ ...valid(), currency: "EUR", provider_code_name: "nobody" }))).toEqual({
      currency: expect.any(String),
      provider_code_name: "Unknown provider 'nobody'.",
    });
  });

  it("names every bad field at once, beside the shape problems found before", async () => {
    const details = await problemsOf(
      check({ currency: "EUR", service: "MTN", customer_number: "+24381", callback_url: "ftp://x" }, "sandbox", {
        amount: 'Send the amount as a decimal string, e.g. "1500.00".',
      }),
    );
    expect(Object.keys(details).sort()).toEqual(["amount", "callback_url", "currency", "service"]);
  });

  it("refuses a user without a merchant profile", async () => {
    const details = await problemsOf(
      checkPayment(database.db, "00000000-0000-4000-8000-000000000000", "sandbox", valid(), {}, false),
    );
    expect(details).toEqual({ merchant: "Complete the merchant profile before creating transactions." });
  });
});

/** An engine that records what it was asked and answers as told. */
function fakeEngine(start: PaymentEngine["start"], exists = false) {
  const started: Array<{ reference: string; route: string[] }> = [];
  const engine: PaymentCreationDeps["engine"] = {
    start: async (reference, merchantId, route) => {
      started.push({ reference, route });
      return start(reference, merchantId, route);
    },
    exists: async () => exists,
  };
  return { engine, started };
}

const accepted: PaymentEngine["start"] = async () => ({
  outcome: "accepted",
  providerCodeName: "alpha",
  providerReference: "P-1",
});

describe("creating a payment", () => {
  const create = (engine: PaymentCreationDeps["engine"], request: Partial<PaymentFields>, user = prodUser) =>
    createPayment(
      { db: database.db, engine, allowPrivateCallbacks: false, routing: routingSettings(loadConfig({})) },
      { id: user, account_type: user === prodUser ? "prod" : "sandbox" },
      { fields: request, shapeProblems: {} },
    );

  it("writes the Pending row with its first event and starts the workflow with the route", async () => {
    const { engine, started } = fakeEngine(accepted);
    const creation = await create(engine, valid());
    expect(creation.outcome).toBe("created");
    const reference = started[0]!.reference;
    // Enabled, not the sandbox, serving MPESA in CDF: by priority.
    expect(started).toEqual([{ reference, route: ["alpha", "beta", "cdf-only"] }]);
    expect(await findPayment(database.db, reference)).toMatchObject({
      transaction_status: "Pending",
      service: "MPESA",
      requested_provider: null,
      account_type: "prod",
    });
    const events = await database
      .db("movement_events")
      .where({ resource_type: "transaction", reference })
      .select("from_status", "to_status", "merchant_id", "data");
    expect(events).toMatchObject([{ from_status: null, to_status: "Pending", merchant_id: prodMerchant }]);
    expect(events[0].data).toMatchObject({ reference, transaction_status: "Pending", service: "MPESA" });
  });

  it("routes a sandbox account to the sandbox, and a requested provider alone", async () => {
    const sandbox = fakeEngine(accepted);
    await create(sandbox.engine, valid(), sandboxUser);
    expect(sandbox.started[0]!.route).toEqual(["sandbox"]);
    const requested = fakeEngine(accepted);
    await create(requested.engine, { ...valid(), provider_code_name: "beta" });
    expect(requested.started[0]!.route).toEqual(["beta"]);
  });

  it("writes nothing and starts nothing for a request the rules refuse", async () => {
    const { engine, started } = fakeEngine(accepted);
    const request = { ...valid(), amount: "0.001" };
    await expect(create(engine, request)).rejects.toBeInstanceOf(ValidationError);
    expect(started).toEqual([]);
    expect(await database.db("payments").where({ merchant_reference: request.merchant_reference })).toEqual([]);
  });

  it("answers a reused merchant_reference with the existing transaction, starting nothing", async () => {
    const first = fakeEngine(accepted);
    const request = valid();
    await create(first.engine, request);
    const again = fakeEngine(accepted);
    await expect(create(again.engine, request)).resolves.toEqual({
      outcome: "duplicate",
      existingReference: first.started[0]!.reference,
    });
    expect(again.started).toEqual([]);
  });

  it("keeps the Pending row when the engine cannot be reached, answers it as it stands, and tells a late engine from a missing one", async () => {
    const unreachable = new Error("connection refused");
    const missing = fakeEngine(async () => Promise.reject(unreachable), false);
    const creation = await create(missing.engine, valid());
    const reference = missing.started[0]!.reference;
    const pending = expect.objectContaining({ reference, transaction_status: "Pending" });
    expect(creation).toEqual({ outcome: "engine_unavailable", reference, cause: unreachable, row: pending });
    expect(await findPayment(database.db, reference)).toMatchObject({ transaction_status: "Pending" });

    const late = fakeEngine(async () => Promise.reject(new Error("deadline")), true);
    const lateCreation = await create(late.engine, valid());
    const lateReference = late.started[0]!.reference;
    expect(lateCreation).toEqual({
      outcome: "engine_late",
      reference: lateReference,
      row: expect.objectContaining({ reference: lateReference, transaction_status: "Pending" }),
    });
  });
});
