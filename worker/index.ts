import { DefaultLogger, type LogLevel, NativeConnection, Runtime, Worker } from "@temporalio/worker";
import { createActivities } from "../activities";
import type { ActivityDeps } from "../activities/deps";
import { exportProviderCircuits } from "../domain/routing/provider-health";
import type { Config } from "../lib/config";
import { temporalTracingPlugins } from "../lib/tracing";

export interface WorkerHandle {
  shutdown(): Promise<void>;
}

const SDK_LOG_LEVELS: Record<string, LogLevel> = { trace: "TRACE", debug: "DEBUG", info: "INFO", warn: "WARN" };
let runtimeInstalled = false;

/**
 * Once per process: the SDK's own log level follows LOG_LEVEL (errors only when quieter than warn), and with
 * TEMPORAL_METRICS_PORT the SDK's metrics (task latencies, slots, sticky cache) are served in Prometheus
 * format at http://HOST:TEMPORAL_METRICS_PORT/metrics by the SDK runtime itself.
 */
function installRuntime(config: Config): void {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  Runtime.install({
    logger: new DefaultLogger(SDK_LOG_LEVELS[config.LOG_LEVEL] ?? "ERROR"),
    ...(config.TEMPORAL_METRICS_PORT
      ? {
          telemetryOptions: {
            metrics: {
              prometheus: { bindAddress: `${config.HOST}:${config.TEMPORAL_METRICS_PORT}`, useSecondsForDurations: true },
            },
          },
        }
      : {}),
  });
}

/**
 * Runs PaymentWorkflow, ResendNotificationWorkflow and their activities on TEMPORAL_TASK_QUEUE.
 * `workflowBundlePath` reuses a pre-built bundle (tests build one per run); otherwise the workflow
 * code is bundled at start.
 */
export async function runWorker(deps: ActivityDeps & { workflowBundlePath?: string }): Promise<WorkerHandle> {
  const { config, logger } = deps;
  installRuntime(config);
  const connection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
  const worker = await Worker.create({
    connection,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    ...(deps.workflowBundlePath
      ? { workflowBundle: { codePath: deps.workflowBundlePath } }
      : { workflowsPath: require.resolve("../workflows") }),
    activities: createActivities(deps),
    plugins: temporalTracingPlugins(),
  });
  const running = worker.run().catch((error) => logger.error({ err: error }, "worker stopped with an error"));
  exportProviderCircuits(deps.db);
  logger.info({ taskQueue: config.TEMPORAL_TASK_QUEUE }, "worker running");
  return {
    shutdown: async () => {
      exportProviderCircuits(undefined);
      if (worker.getState() === "RUNNING") worker.shutdown();
      await running;
      await connection.close();
    },
  };
}
