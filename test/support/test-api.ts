import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../../api/app";
import type { ApiDeps } from "../../api/deps";
import { type Config, loadConfig } from "../../lib/config";
import { logger } from "../../lib/logger";
import { createMailer } from "../../lib/mailer";
import { createFailureLimiters } from "../../lib/rate-limit";
import { createTestDatabase, type TestDatabase } from "./database";
import { type HttpClient, httpClient } from "./http";

export interface TestApi {
  baseUrl: string;
  http: HttpClient;
  config: Config;
  database: TestDatabase;
  deps: ApiDeps;
  close(): Promise<void>;
}

/** The real API over HTTP on a loopback port, with a database of its own. */
export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATABASE_URL: database.url,
    TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS,
    CALLBACK_ALLOW_PRIVATE: "true",
    BCRYPT_COST: "4",
    PORT: "0",
    LOG_LEVEL: "silent",
    ...env,
  });
  const deps: ApiDeps = {
    config,
    db: database.db,
    logger,
    mailer: createMailer(config, logger),
    limiters: createFailureLimiters(database.db, config),
  };
  const server: Server = createApp(deps).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    http: httpClient(baseUrl),
    config,
    database,
    deps,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.drop();
    },
  };
}
