import type { Server } from "node:http";
import { createApp } from "../api/app";
import { ensureBootstrapStaff } from "../api/auth/staff";
import { createDb } from "../db/connection";
import { migrateLatest } from "../db/migrate";
import { ConfigError, loadConfig } from "../lib/config";
import { logger } from "../lib/logger";
import { createMailer } from "../lib/mailer";
import { startMetricsServer } from "../lib/metrics";
import { createFailureLimiters } from "../lib/rate-limit";
import { createTemporalAccess } from "../lib/temporal";
import { startTracing } from "../lib/tracing";
import { startCallbackReconciler } from "../payments/reconciler";
import { ProvidersFileError } from "../providers/providers-file";
import { createProviderRegistry, readRegisteredProviders, syncProviders } from "../providers/registry";
import { runWorker } from "../worker";
import { startInfrastructure } from "./infrastructure";

type Mode = "all" | "api" | "worker";

/** `npm start` (API and worker), `npm run start:api`, `npm run start:worker`. */
async function main(mode: Mode): Promise<void> {
  const config = loadConfig();
  if (mode !== "all" && (!config.DATABASE_URL || !config.TEMPORAL_ADDRESS)) {
    throw new ConfigError(
      `invalid configuration: start:${mode} needs DATABASE_URL and TEMPORAL_ADDRESS (the embedded defaults are for npm start)`,
    );
  }
  const registeredProviders = readRegisteredProviders(config);
  const infrastructure = await startInfrastructure(config, logger);
  const stops: Array<() => Promise<unknown>> = [infrastructure.stop];
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) stops.push(startTracing({ serviceName: `payments-${mode}` }).shutdown);
  const shutdown = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => logger.error({ err: error }, "shutdown step failed"));
  };
  try {
    const runtimeConfig = {
      ...config,
      DATABASE_URL: infrastructure.databaseUrl,
      TEMPORAL_ADDRESS: infrastructure.temporalAddress,
    };
    const db = createDb(infrastructure.databaseUrl);
    stops.push(() => db.destroy());
    await migrateLatest(db);
    const providers = await createProviderRegistry(runtimeConfig, registeredProviders, db);
    await syncProviders(db, providers);
    const temporal = createTemporalAccess(runtimeConfig);
    stops.push(() => temporal.close());
    if (config.METRICS_PORT) {
      const metrics = await startMetricsServer(config.METRICS_PORT, config.HOST);
      stops.push(() => metrics.close());
      logger.info({ url: `http://${config.HOST}:${config.METRICS_PORT}/metrics` }, "metrics listening");
    }

    if (mode !== "api") {
      const worker = await runWorker({ config: runtimeConfig, db, providers, logger });
      stops.push(() => worker.shutdown());
      const reconciler = startCallbackReconciler({ db, temporal, config: runtimeConfig, logger });
      stops.push(() => reconciler.stop());
    }
    if (mode !== "worker") {
      await ensureBootstrapStaff(db, runtimeConfig);
      const app = createApp({
        config: runtimeConfig,
        db,
        logger,
        mailer: createMailer(runtimeConfig, logger),
        limiters: createFailureLimiters(db, runtimeConfig),
        temporal,
        providers,
      });
      const server: Server = app.listen(config.PORT, config.HOST);
      await new Promise((resolve, reject) => server.once("listening", resolve).once("error", reject));
      stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
      logger.info({ url: `http://${config.HOST}:${config.PORT}`, publicBaseUrl: config.PUBLIC_BASE_URL }, "API listening");
    }
  } catch (error) {
    await shutdown();
    throw error;
  }

  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, "shutting down");
      shutdown().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

const mode = (process.argv[2] ?? "all") as Mode;
if (!["all", "api", "worker"].includes(mode)) {
  console.error(`unknown mode '${mode}': use all, api or worker`);
  process.exit(2);
}
main(mode).catch((error) => {
  const oneLine =
    error instanceof ConfigError || error instanceof ProvidersFileError ? error.message : `start-up failed: ${error.message}`;
  console.error(oneLine);
  process.exit(1);
});
