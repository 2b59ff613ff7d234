import path from "node:path";
import type { Config } from "../lib/config";
import type { Logger } from "../lib/logger";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { ensureTemporalCli } from "./temporal-cli";
import { startTemporalDevServer } from "./temporal-dev-server";

export interface Infrastructure {
  databaseUrl: string;
  temporalAddress: string;
  /** Settles when an embedded server (PostgreSQL, Temporal) exits without having been asked to stop. */
  childExited: Promise<Error>;
  stop(): Promise<void>;
}

/**
 * DATABASE_URL and TEMPORAL_ADDRESS when given; otherwise the embedded defaults of the contract:
 * a PostgreSQL cluster and a Temporal dev server (UI included) with their state under DATA_DIR.
 * An embedded server that dies while the other one starts fails the start-up; `abort` ends a Temporal CLI build.
 */
export async function startInfrastructure(config: Config, logger: Logger, abort?: AbortSignal): Promise<Infrastructure> {
  const stops: Array<() => Promise<void>> = [];
  const exits: Array<Promise<Error>> = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
  };
  let childFailure: Error | undefined;
  const watch = (exited: Promise<Error>) => {
    exits.push(exited);
    exited.then((error) => {
      childFailure ??= error;
    });
  };
  // Checked after each step rather than raced against it, so that nothing a step spawns is left behind.
  const afterStep = <T>(result: T): T => {
    if (childFailure) throw childFailure;
    return result;
  };
  try {
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      const postgres = await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_POSTGRES_PORT, logger);
      stops.push(postgres.stop);
      watch(postgres.exitedUnexpectedly);
      databaseUrl = postgres.url;
      logger.info(
        { port: config.EMBEDDED_POSTGRES_PORT, dir: path.join(config.DATA_DIR, "postgres") },
        "embedded PostgreSQL started",
      );
    }
    let temporalAddress = config.TEMPORAL_ADDRESS;
    if (!temporalAddress) {
      const cliPath = afterStep(await ensureTemporalCli(config.TEMPORAL_CLI_PATH, (line) => logger.info(line), abort));
      const temporal = await startTemporalDevServer(
        {
          cliPath,
          namespace: config.TEMPORAL_NAMESPACE,
          dataDir: path.join(config.DATA_DIR, "temporal"),
          port: config.EMBEDDED_TEMPORAL_PORT,
          uiPort: config.TEMPORAL_UI_PORT,
        },
        logger,
      );
      stops.push(temporal.stop);
      afterStep(temporal);
      watch(temporal.exitedUnexpectedly);
      temporalAddress = temporal.address;
      logger.info({ address: temporal.address, ui: temporal.uiUrl }, "embedded Temporal dev server started");
    }
    return {
      databaseUrl,
      temporalAddress,
      childExited: Promise.race(exits),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
