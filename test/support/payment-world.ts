import { randomBytes } from "node:crypto";
import type { Simulator } from "../../simulator";
import { createMerchant, type MerchantFixture } from "./fixtures";
import type { HttpResponse } from "./http";
import { type MerchantReceiver, startMerchantReceiver } from "./merchant-receiver";
import { startSimulatedProviders } from "./simulated-providers";
import { startTestApi, type TestApi } from "./test-api";

/** What an end-to-end test file drives payments through. */
export interface PaymentWorld {
  /** The API with a worker of its own. */
  api: TestApi;
  /** Where the merchant's notifications arrive. */
  receiver: MerchantReceiver;
  merchant: MerchantFixture;
  /** The simulator's providers, with `simulated: true`; otherwise payments go to the sandbox. */
  simulator: Simulator;
  /** POSTs a payment as the merchant: 1500.00 CDF on M-Pesa, notified to the receiver, unless `fields` say otherwise. */
  createPayment(fields?: Record<string, unknown>): Promise<HttpResponse>;
}

export interface PaymentWorldOptions {
  simulated?: boolean;
  accountType?: "sandbox" | "prod";
  env?: Record<string, string>;
  bundleAtStart?: boolean;
}

/**
 * Starts a test file's payment world before its tests and stops it after them. Its fields are set
 * once `beforeAll` has run, so read them inside tests.
 */
export function usePaymentWorld(options: PaymentWorldOptions = {}): PaymentWorld {
  const world = {
    createPayment: (fields = {}) =>
      world.api.http.post(
        "/api/payments/transaction/",
        {
          merchant_reference: `order-${randomBytes(5).toString("hex")}`,
          amount: "1500.00",
          currency: "CDF",
          service: "MPESA",
          customer_number: "+243812345600",
          callback_url: world.receiver.url,
          ...fields,
        },
        { token: world.merchant.token },
      ),
  } as PaymentWorld;
  const stops: Array<() => Promise<unknown>> = [];
  beforeAll(async () => {
    world.receiver = await startMerchantReceiver();
    stops.push(() => world.receiver.close());
    const providers = options.simulated ? await startSimulatedProviders() : undefined;
    if (providers) {
      world.simulator = providers.simulator;
      stops.push(() => providers.simulator.close());
    }
    world.api = await startTestApi({
      worker: true,
      bundleAtStart: options.bundleAtStart,
      env: { ...(providers ? { PROVIDERS_FILE: providers.providersFile } : {}), ...options.env },
    });
    stops.push(() => world.api.close());
    world.merchant = await createMerchant(world.api.database.db, { accountType: options.accountType });
  }, 120_000);
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });
  return world;
}
