import { randomBytes, randomInt } from "node:crypto";
import { pawapayId } from "../../providers/pawapay/ids";
import { callbackUrlOf, generateCredentials, startSimulatedProvider } from "../../simulator";
import { eventually } from "../support/eventually";
import { createMerchant, type MerchantFixture } from "../support/fixtures";
import { writeTestProvidersFile } from "../support/providers-file";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * Airtel Money reached directly (`airtel`, first by priority) and through the aggregator (`pawapay`), both played by
 * the simulator: the router fails over from the direct connection to pawaPay only after a definitive refusal, or
 * after a 5xx the status query says was never taken; a payment the direct connection may hold stays there.
 */
const engineOptions = { delayMs: 200, hangMs: 1500, webhookAttempts: 2, webhookRetryMs: 100 };
let api: TestApi;
let merchant: MerchantFixture;
let airtel: Awaited<ReturnType<typeof startSimulatedProvider<"airtel">>>;
let pawapay: Awaited<ReturnType<typeof startSimulatedProvider<"pawapay">>>;

beforeAll(async () => {
  const credentials = generateCredentials();
  airtel = await startSimulatedProvider("airtel", credentials.airtel, engineOptions);
  pawapay = await startSimulatedProvider("pawapay", credentials.pawapay, engineOptions);
  const served = { services: ["AIRTEL"], currencies: ["CDF"] };
  const file = writeTestProvidersFile([
    { code_name: "airtel", protocol: "airtel", base_url: airtel.url, credentials: credentials.airtel, priority: 1, ...served },
    {
      code_name: "pawapay",
      protocol: "pawapay",
      base_url: pawapay.url,
      credentials: credentials.pawapay,
      priority: 2,
      ...served,
    },
  ]);
  api = await startTestApi({
    worker: true,
    env: { PROVIDERS_FILE: file, PAYMENT_STATUS_POLL_SECONDS: "2", ROUTING_STRATEGY: "priority" },
  });
  airtel.engine.dashboard!.callbackUrl = callbackUrlOf(api.baseUrl, "airtel");
  pawapay.engine.dashboard!.callbackUrl = callbackUrlOf(api.baseUrl, "pawapay");
  merchant = await createMerchant(api.database.db, { accountType: "prod" });
}, 120_000);
afterAll(async () => {
  await api.close();
  await airtel.close();
  await pawapay.close();
});

/** A fresh Airtel number (97, then 7 digits) whose last two digits ask the simulator for `suffix`'s behaviour. */
const airtelNumber = (suffix: string) => `+24397${String(randomInt(0, 100_000)).padStart(5, "0")}${suffix}`;
const collect = async (number: string) => {
  const created = await api.http.post(
    "/api/payments/transaction/",
    {
      merchant_reference: `da-${randomBytes(4).toString("hex")}`,
      amount: "2500.00",
      currency: "CDF",
      service: "AIRTEL",
      customer_number: number,
      callback_url: "https://shop.example.com/notify",
    },
    { token: merchant.token },
  );
  return (created.body.reference ?? created.body.error?.details?.reference) as string;
};
const finalRow = (reference: string) =>
  eventually(async () => {
    const row = await api.database.db("payments").where({ reference }).first();
    return ["Success", "Failed"].includes(row?.transaction_status) ? row : undefined;
  });
const atPawapay = (reference: string) => pawapay.engine.store.get(pawapayId("deposit", reference));

describe("a direct network beside the aggregator", () => {
  it("takes a payment on the direct connection first, while it answers", async () => {
    const reference = await collect(airtelNumber("00"));
    expect(await finalRow(reference)).toMatchObject({ transaction_status: "Success", provider_code_name: "airtel" });
    expect(await atPawapay(reference)).toBeUndefined();
  });

  it("fails over to pawaPay after the direct connection's definitive refusal", async () => {
    const number = airtelNumber("00");
    airtel.engine.overrides.set(number, "reject");
    const reference = await collect(number);
    expect(await finalRow(reference)).toMatchObject({ transaction_status: "Success", provider_code_name: "pawapay" });
    expect(await airtel.engine.store.get(reference)).toBeUndefined();
  });

  it("fails over after a 5xx only once the direct connection's status query says it never took the payment", async () => {
    // The direct connection answers 500 and keeps nothing (the simulator's 97, on Airtel alone).
    const number = airtelNumber("00");
    airtel.engine.overrides.set(number, "error_not_accepted");
    const reference = await collect(number);
    expect(await finalRow(reference)).toMatchObject({ transaction_status: "Success", provider_code_name: "pawapay" });
  });

  it("keeps a payment the direct connection took despite its 5xx: never sent to pawaPay too", async () => {
    const reference = await collect(airtelNumber("96"));
    expect(await finalRow(reference)).toMatchObject({ transaction_status: "Success", provider_code_name: "airtel" });
    expect(await atPawapay(reference)).toBeUndefined();
  });
});
