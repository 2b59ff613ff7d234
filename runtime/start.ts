import type { Server } from "node:http";
import { answerBeforeKoaInEnvelope } from "../api/client-errors";
import { createDb } from "../db/connection";
import { migrateLatest } from "../db/migrate";
import { sealSecretsAtRest } from "../db/secrets-at-rest";
import { ensureBootstrapStaff } from "../domain/accounts/staff";
import { ConfigError, loadConfig } from "../lib/config";
import { ServiceUnavailableError } from "../lib/errors";
import { logger } from "../lib/logger";
import { startMetricsServer } from "../lib/metrics";
import { secretBoxFor } from "../lib/secrets-key";
import type { TemporalAccess } from "../lib/temporal";
import { TemporalSetupError } from "../lib/temporal-setup";
import { startTracing } from "../lib/tracing";
import { ProvidersFileError } from "../providers/providers-file";
import { readRegisteredProviders } from "../providers/registry";
import { startInfrastructure } from "./infrastructure";
import { assertStartupPortsFree, PortInUseError } from "./ports";
import { composeService, type ServiceOptions } from "./service";

type Mode = "all" | "api" | "worker";

/** `npm start` (API and worker), `npm run start:api`, `npm run start:worker`. */
/** What a process's own entry point may add to the composition (the fault-injection run's API does). */
type ProcessOptions = Pick<ServiceOptions, "wrapEngine">;

async function main(mode: Mode, options: ProcessOptions): Promise<void> {
  const config = loadConfig();
  if (mode !== "all" && (!config.DATABASE_URL || !config.TEMPORAL_ADDRESS)) {
    throw new ConfigError(
      `invalid configuration: start:${mode} needs DATABASE_URL and TEMPORAL_ADDRESS (the embedded defaults are for npm start)`,
    );
  }
  // The default, this process's own HOST:PORT, is no API when the worker runs apart: providers would call back nothing.
  if (mode === "worker" && !process.env.PUBLIC_BASE_URL) {
    throw new ConfigError(
      "invalid configuration: start:worker needs PUBLIC_BASE_URL (the API's public address, which providers call back)",
    );
  }
  readRegisteredProviders(config); // a bad providers file stops the start before anything runs
  await assertStartupPortsFree(config, mode !== "worker");
  const signalled = stopOnSignal();
  // Only the Temporal CLI build can take minutes; a signal meanwhile ends it rather than waiting for it.
  const startUpAborted = new AbortController();
  signalled.then(() => startUpAborted.abort());
  const infrastructure = await startInfrastructure(config, logger, startUpAborted.signal).catch((error) => {
    if (!startUpAborted.signal.aborted) throw error;
    logger.info("stopped during start-up");
    process.exit(0);
  });
  const stops: Array<() => Promise<unknown>> = [infrastructure.stop];
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) stops.push(startTracing({ serviceName: `payments-${mode}` }).shutdown);
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
    const db = createDb(infrastructure.databaseUrl, { min: 0, max: config.DATABASE_POOL_MAX });
    stops.push(() => db.destroy());
    await migrateLatest(db);
    if (mode !== "all" && !config.SECRETS_KEY) {
      logger.warn("SECRETS_KEY is unset: secrets are sealed with DATA_DIR/secrets.key, which every instance must share");
    }
    await sealSecretsAtRest(db, secretBoxFor(runtimeConfig), logger);
    const service = await composeService(runtimeConfig, db, logger, {
      ...options,
      // A process whose worker died must not linger as if it served: end it so its supervisor restarts it.
      onWorkerFailure: () => void shutdown().finally(() => process.exit(1)),
    });
    stops.push(() => service.close());
    await checkTemporalSetup(service.deps.temporal, mode);
    if (config.METRICS_PORT) {
      const metrics = await startMetricsServer(config.METRICS_PORT, config.HOST);
      stops.push(() => metrics.close());
      logger.info({ url: `http://${config.HOST}:${config.METRICS_PORT}/metrics` }, "metrics listening");
    }

    if (mode !== "api") await service.startWorker();
    if (mode !== "worker") {
      await ensureBootstrapStaff(db, runtimeConfig);
      const server: Server = service.app.listen(config.PORT, config.HOST);
      answerBeforeKoaInEnvelope(server);
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

/**
 * The namespace and the payment search attributes, created if missing (TEMPORAL_AUTO_SETUP); a gap that stays
 * stops the process with one line. An API may start while Temporal is unreachable: its /readyz says so.
 */
async function checkTemporalSetup(temporal: TemporalAccess, mode: Mode): Promise<void> {
  try {
    if ((await temporal.ensureSetup()) === "created") {
      logger.info("registered the Temporal namespace and payment search attributes that were missing");
    }
  } catch (error) {
    if (mode === "api" && error instanceof ServiceUnavailableError) {
      logger.warn("Temporal is unreachable at start: /readyz answers 503 until it answers");
      return;
    }
    throw error;
  }
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

/** Runs a mode as the process's entry point: a start-up failure is one line on stderr and exit code 1. */
export function runProcess(mode: string, options: ProcessOptions = {}): void {
  if (!["all", "api", "worker"].includes(mode)) {
    console.error(`unknown mode '${mode}': use all, api or worker`);
    process.exit(2);
  }
  main(mode as Mode, options).catch((error) => {
    const oneLine =
      error instanceof ConfigError ||
      error instanceof ProvidersFileError ||
      error instanceof PortInUseError ||
      error instanceof TemporalSetupError
        ? error.message
        : `start-up failed: ${error.message}`;
    console.error(oneLine);
    process.exit(1);
  });
}

if (require.main === module) runProcess(process.argv[2] ?? "all");
