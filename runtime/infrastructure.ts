import path from "node:path";
import type { Config } from "../lib/config";
import type { Logger } from "../lib/logger";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { findTemporalCli } from "./temporal-cli";
import { startTemporalDevServer } from "./temporal-dev-server";

export interface Infrastructure {
  databaseUrl: string;
  temporalAddress: string;
  stop(): Promise<void>;
}

const EMBEDDED_TEMPORAL_PORT = 7233;

/**
 * DATABASE_URL and TEMPORAL_ADDRESS when given; otherwise the embedded defaults of the contract:
 * a PostgreSQL cluster and a Temporal dev server (UI included) with their state under DATA_DIR.
 */
export async function startInfrastructure(config: Config, logger: Logger): Promise<Infrastructure> {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
  };
  try {
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      const postgres = await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_POSTGRES_PORT, logger);
      stops.push(postgres.stop);
      databaseUrl = postgres.url;
      logger.info(
        { port: config.EMBEDDED_POSTGRES_PORT, dir: path.join(config.DATA_DIR, "postgres") },
        "embedded PostgreSQL started",
      );
    }
    let temporalAddress = config.TEMPORAL_ADDRESS;
    if (!temporalAddress) {
      const temporal = await startTemporalDevServer(
        {
          cliPath: findTemporalCli(config.TEMPORAL_CLI_PATH),
          namespace: config.TEMPORAL_NAMESPACE,
          dataDir: path.join(config.DATA_DIR, "temporal"),
          port: EMBEDDED_TEMPORAL_PORT,
          uiPort: config.TEMPORAL_UI_PORT,
        },
        logger,
      );
      stops.push(temporal.stop);
      temporalAddress = temporal.address;
      logger.info({ address: temporal.address, ui: temporal.uiUrl }, "embedded Temporal dev server started");
    }
    return { databaseUrl, temporalAddress, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
