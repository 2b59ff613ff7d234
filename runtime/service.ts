import type Koa from "koa";
import { createApp } from "../api/app";
import type { ApiDeps } from "../api/deps";
import { eventRenderer } from "../api/events/event-renderer";
import { createLimiters } from "../api/limits";
import type { Db } from "../db/connection";
import type { PaymentEngine } from "../domain/payments/payment-engine";
import { syncProviders } from "../domain/routing/providers-store";
import { startProviderWebhookReconciler } from "../domain/webhook-dispatch/reconciler";
import type { Config } from "../lib/config";
import type { Logger } from "../lib/logger";
import { createMailer } from "../lib/mailer";
import { createTemporalAccess } from "../lib/temporal";
import { createProviderRegistry, type ProviderRegistry, readRegisteredProviders } from "../providers/registry";
import { supports } from "../providers/types";
import { runWorker, type WorkerHandle } from "../worker";
import { startBalanceAlertWatch } from "../worker/balance-alert-watch";
import { startCheckoutSweep } from "../worker/checkout-sweep";
import { startFloatWatch } from "../worker/float-watch";
import { startOrphanSweep } from "../worker/orphan-sweep";
import { startPayoutFileLoop } from "../worker/payout-file-loop";
import { startRetentionSweeper } from "../worker/retention-sweeper";
import { startWebhookEndpointLoops } from "../worker/webhook-endpoints";
import { checkoutNotifications } from "../workflows/checkout-client";
import { paymentWorkflows } from "../workflows/client";
import { MOVEMENT_SEARCH_ATTRIBUTE_NAMES } from "../workflows/definitions";
import { movementEngines } from "../workflows/movement-engines";
import { payoutWorkflows } from "../workflows/payout-client";
import { reconciliationRuns } from "../workflows/reconciliation-client";
import { refundWorkflows } from "../workflows/refund-client";

export interface ServiceOptions {
  /** A pre-built workflow bundle (tests build one per run); otherwise the worker bundles at start. */
  workflowBundlePath?: string;
  reconciler?: { intervalMs?: number; graceSeconds?: number };
  /** Called when the Temporal worker stops on its own (a process should then exit for its supervisor). */
  onWorkerFailure?: (error: unknown) => void;
  /** Wraps the payment engine the API's use cases get (the fault-injection run kills the process from it). */
  wrapEngine?: (engine: PaymentEngine) => PaymentEngine;
}

/** The service's parts, wired once: the HTTP app, and the worker with its background loops on demand. */
export interface Service {
  deps: ApiDeps;
  app: Koa;
  /**
   * Runs the Temporal worker, the provider-webhook reconciler, the orphan sweep, the retention sweep and the webhook
   * endpoints' fan-out and delivery (again, after stopWorker).
   */
  startWorker(): Promise<void>;
  stopWorker(): Promise<void>;
  /** Stops the worker and closes the Temporal connection; the database stays the caller's. */
  close(): Promise<void>;
}

/**
 * The composition root: start-up, the benchmark and the tests all build the service here, on a
 * migrated database and a reachable Temporal address given in `config`.
 */
export async function composeService(config: Config, db: Db, logger: Logger, options: ServiceOptions = {}): Promise<Service> {
  const providers = await createProviderRegistry(config, readRegisteredProviders(config), db);
  await syncProviders(db, providers);
  const temporal = createTemporalAccess(config, MOVEMENT_SEARCH_ATTRIBUTE_NAMES);
  const workflows = paymentWorkflows(temporal, config);
  const payouts = payoutWorkflows(temporal, config);
  const refunds = refundWorkflows(temporal, config);
  const reconciliation = reconciliationRuns(temporal, config);
  const engine = options.wrapEngine?.(workflows) ?? workflows;
  const engines = movementEngines(temporal, workflows, payouts, refunds);
  const deps: ApiDeps = {
    config,
    db,
    logger,
    mailer: createMailer(config, logger),
    limiters: createLimiters(db, config),
    temporal,
    engine,
    payouts,
    refunds,
    engines,
    reconciliation,
    providers,
  };

  let worker: WorkerHandle | undefined;
  let reconciler: ReturnType<typeof startProviderWebhookReconciler> | undefined;
  let orphanSweep: ReturnType<typeof startOrphanSweep> | undefined;
  let sweeper: ReturnType<typeof startRetentionSweeper> | undefined;
  let webhookEndpoints: ReturnType<typeof startWebhookEndpointLoops> | undefined;
  let checkoutSweep: ReturnType<typeof startCheckoutSweep> | undefined;
  let floatWatch: ReturnType<typeof startFloatWatch> | undefined;
  let balanceAlertWatch: ReturnType<typeof startBalanceAlertWatch> | undefined;
  let payoutFileLoop: ReturnType<typeof startPayoutFileLoop> | undefined;
  const stopWorker = async () => {
    await payoutFileLoop?.stop();
    await balanceAlertWatch?.stop();
    await floatWatch?.stop();
    await checkoutSweep?.stop();
    await orphanSweep?.stop();
    await sweeper?.stop();
    await webhookEndpoints?.stop();
    await reconciler?.stop();
    await worker?.shutdown();
    worker = undefined;
    reconciler = undefined;
    orphanSweep = undefined;
    sweeper = undefined;
    webhookEndpoints = undefined;
    checkoutSweep = undefined;
    floatWatch = undefined;
    balanceAlertWatch = undefined;
    payoutFileLoop = undefined;
  };
  return {
    deps,
    app: createApp(deps),
    startWorker: async () => {
      worker = await runWorker({
        config,
        db,
        providers,
        logger,
        workflowBundlePath: options.workflowBundlePath ?? config.TEMPORAL_WORKFLOW_BUNDLE,
        onFailure: options.onWorkerFailure,
      });
      reconciler = startProviderWebhookReconciler({ db, engines, config, logger }, options.reconciler);
      orphanSweep = startOrphanSweep({ db, engines, config, logger });
      sweeper = startRetentionSweeper({ db, logger });
      checkoutSweep = startCheckoutSweep(
        { db, notifier: checkoutNotifications(temporal, config), refunds, logger },
        { intervalMs: config.CHECKOUT_SWEEP_INTERVAL_SECONDS * 1000 },
      );
      floatWatch = startFloatWatch(
        { db, providers, mailer: deps.mailer, logger },
        { intervalMs: config.PROVIDER_FLOAT_CHECK_SECONDS * 1000 },
      );
      balanceAlertWatch = startBalanceAlertWatch(
        { db, mailer: deps.mailer, logger },
        { intervalMs: config.BALANCE_ALERT_CHECK_SECONDS * 1000 },
      );
      payoutFileLoop = startPayoutFileLoop({
        db,
        providers,
        engine: payouts,
        fees: config.FEE_SCHEDULE.payout,
        allowPrivateCallbacks: config.CALLBACK_ALLOW_PRIVATE,
        logger,
      });
      webhookEndpoints = startWebhookEndpointLoops({
        db,
        config,
        logger,
        mailer: deps.mailer,
        render: eventRenderer(db, config.PUBLIC_BASE_URL),
      });
      await scheduleDailyReconciliation(reconciliation, providers, logger);
    },
    stopWorker,
    close: async () => {
      await stopWorker();
      await temporal.close();
    },
  };
}

/**
 * The daily reconciliation of every provider that gives statements (the sandbox aside), as Temporal
 * Schedules. Best effort at start-up: a worker that cannot create them now runs all the same, and says so.
 */
async function scheduleDailyReconciliation(
  reconciliation: ReturnType<typeof reconciliationRuns>,
  providers: ProviderRegistry,
  logger: Logger,
): Promise<void> {
  const names = providers
    .descriptors()
    .filter((provider) => !provider.builtin && supports(providers.get(provider.codeName), "statement"))
    .map((provider) => provider.codeName);
  try {
    const changes = await reconciliation.ensureDailySchedules(names);
    if (Object.values(changes).some((list) => list.length > 0)) logger.info(changes, "daily reconciliation schedules");
  } catch (error) {
    logger.warn({ err: error }, "could not schedule the daily reconciliation; a later start will try again");
  }
}
