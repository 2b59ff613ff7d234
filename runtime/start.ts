import type { Server } from "node:http";
import { createApp } from "../api/app";
import { ensureBootstrapStaff } from "../api/auth/staff";
import { createDb } from "../db/connection";
import { migrateLatest } from "../db/migrate";
import { ConfigError, loadConfig } from "../lib/config";
import { logger } from "../lib/logger";
import { createMailer } from "../lib/mailer";
import { createFailureLimiters } from "../lib/rate-limit";
import { createTemporalAccess } from "../lib/temporal";
import { startCallbackReconciler } from "../payments/reconciler";
import { ProvidersFileError } from "../providers/providers-file";
import { createProviderRegistry, readRegisteredProviders, syncProviders } from "../providers/registry";
import { runWorker } from "../worker";
import { startInfrastructure } from "./infrastructure";
import { assertStartupPortsFree, PortInUseError } from "./ports";

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
  await assertStartupPortsFree(config, mode !== "worker");
  const signalled = stopOnSignal();
  const infrastructure = await startInfrastructure(config, logger);
  const stops: Array<() => Promise<unknown>> = [infrastructure.stop];
  const shutdown = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => logger.error({ err: error }, "shutdown step failed"));
  };
  let childFailure: Error | undefined;
  infrastructure.childExited.then((error) => {
    childFailure = error;
  });
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
    if (childFailure) throw childFailure;
  } catch (error) {
    await shutdown();
    throw error;
  }

  const ending = await Promise.race([signalled, infrastructure.childExited]);
  if (ending instanceof Error) logger.error({ err: ending }, "an embedded server died; stopping");
  else logger.info({ signal: ending }, "shutting down");
  await boundedShutdown(shutdown);
  process.exit(ending instanceof Error ? 1 : 0);
}

/** Resolves with the first SIGINT or SIGTERM; one received during start-up takes effect once start-up has ended. */
function stopOnSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => resolve(signal));
  });
}

const SHUTDOWN_LIMIT_MS = 20_000;

/** Stops what started, in reverse order; past the limit the process ends anyway, saying so. */
async function boundedShutdown(shutdown: () => Promise<void>): Promise<void> {
  const limit = setTimeout(() => {
    logger.error({ limitMs: SHUTDOWN_LIMIT_MS }, "shutdown took too long; exiting");
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  await shutdown();
  clearTimeout(limit);
}

const mode = (process.argv[2] ?? "all") as Mode;
if (!["all", "api", "worker"].includes(mode)) {
  console.error(`unknown mode '${mode}': use all, api or worker`);
  process.exit(2);
}
main(mode).catch((error) => {
  const oneLine =
    error instanceof ConfigError || error instanceof ProvidersFileError || error instanceof PortInUseError
      ? error.message
      : `start-up failed: ${error.message}`;
  console.error(oneLine);
  process.exit(1);
});
