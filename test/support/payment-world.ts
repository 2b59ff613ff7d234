import type { Simulator } from "../../simulator";
import { createMerchant, type MerchantFixture } from "./fixtures";
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
  const world = {} as PaymentWorld;
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
