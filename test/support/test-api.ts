import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { answerBeforeKoaInEnvelope } from "../../api/client-errors";
import type { ApiDeps } from "../../api/deps";
import { type Config, loadConfig } from "../../lib/config";
import { logger as defaultLogger, type Logger } from "../../lib/logger";
import { composeService } from "../../runtime/service";
import { createTestDatabase, type TestDatabase } from "./database";
import { type HttpClient, httpClient } from "./http";
import { TEST_SECRETS_KEY } from "./secrets";

export interface TestApi {
  baseUrl: string;
  http: HttpClient;
  config: Config;
  database: TestDatabase;
  deps: ApiDeps;
  /** Starts a Temporal worker for this API's task queue (again, after stopWorker). */
  startWorker(): Promise<void>;
  stopWorker(): Promise<void>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  env?: Record<string, string>;
  /** Run a Temporal worker (and the callback reconciler) beside the API. */
  worker?: boolean;
  /** Bundle the workflow code when the worker starts (so plugins can add workflow interceptors) instead of reusing the run's bundle. */
  bundleAtStart?: boolean;
  /** Share another API's database (as a second instance would); it is then not dropped on close. */
  database?: TestDatabase;
  /** Where the API and worker log (default: the process logger, silent under jest). */
  logger?: Logger;
}

/**
 * The real API over HTTP on a loopback port, with a database of its own, the shared Temporal dev
 * server and, on request, a worker on a task queue of its own.
 */
export async function startTestApi(envOrOptions: Record<string, string> | TestApiOptions = {}): Promise<TestApi> {
  const options: TestApiOptions =
    "env" in envOrOptions || "worker" in envOrOptions || "logger" in envOrOptions || "bundleAtStart" in envOrOptions
      ? (envOrOptions as TestApiOptions)
      : { env: envOrOptions as Record<string, string> };
  const database = options.database ?? (await createTestDatabase());
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({
    DATABASE_URL: database.url,
    TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS,
    TEMPORAL_TASK_QUEUE: `test-${randomBytes(6).toString("hex")}`,
    PUBLIC_BASE_URL: baseUrl,
    CALLBACK_ALLOW_PRIVATE: "true",
    BCRYPT_COST: "4",
    SANDBOX_RESULT_DELAY_MS: "300",
    LOG_LEVEL: "silent",
    SECRETS_KEY: TEST_SECRETS_KEY,
    PENDING_SWEEP_INTERVAL_SECONDS: "0.5",
    PENDING_START_GRACE_SECONDS: "1",
    // Jest files share two cores with the Temporal server: a cold worker's first creation can pass the 5 s default.
    CREATION_DEADLINE_MS: "15000",
    // Tests expecting a provider by priority stay deterministic; the routing tests and the chaos run learn.
    ROUTING_STRATEGY: "priority",
    ...options.env,
  });
  const service = await composeService(config, database.db, options.logger ?? defaultLogger, {
    workflowBundlePath: options.bundleAtStart ? undefined : process.env.TEST_WORKFLOW_BUNDLE,
    reconciler: { intervalMs: 500, graceSeconds: 1 },
  });
  server.on("request", service.app.callback());
  answerBeforeKoaInEnvelope(server);
  if (options.worker) await service.startWorker();

  return {
    baseUrl,
    http: httpClient(baseUrl),
    config,
    database,
    deps: service.deps,
    startWorker: service.startWorker,
    stopWorker: service.stopWorker,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await service.close();
      if (!options.database) await database.drop();
    },
  };
}
