import { bundleWorkflowCode, type LogLevel, NativeConnection, Runtime, Worker } from "@temporalio/worker";
import { createActivities } from "../activities";
import type { ActivityDeps } from "../activities/deps";
import { heartbeating } from "../activities/heartbeat";
import { exportPayoutQueueDepth } from "../domain/payouts/queue-metrics";
import { exportReconciliationMetrics } from "../domain/reconciliation/metrics";
import { exportRoutingHealth } from "../domain/routing/provider-health";
import type { Config } from "../lib/config";
import type { Logger } from "../lib/logger";
import { temporalTracingPlugins } from "../lib/tracing";
import { sdkLogger } from "./sdk-logger";

export interface WorkerHandle {
  shutdown(): Promise<void>;
}

const CORE_LOG_LEVELS: Record<string, LogLevel> = { trace: "TRACE", debug: "DEBUG" };
let runtimeInstalled = false;

/**
 * Routes the SDK's logger and its Rust core's logs (forwarded, WARN and up unless LOG_LEVEL is debug or
 * trace) into pino; pino's level does the rest. With TEMPORAL_METRICS_PORT the SDK's metrics (task
 * latencies, slots, sticky cache) are served in Prometheus format at http://HOST:TEMPORAL_METRICS_PORT/metrics
 * by the SDK runtime itself. Once per process: the Runtime is a singleton.
 */
function installRuntime(logger: Logger, config: Config): void {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  const coreLevel = CORE_LOG_LEVELS[config.LOG_LEVEL] ?? "WARN";
  Runtime.install({
    logger: sdkLogger(logger.child({ component: "temporal" })),
    telemetryOptions: {
      logging: { filter: { core: coreLevel }, forward: {} },
      ...(config.TEMPORAL_METRICS_PORT
        ? {
            metrics: {
              prometheus: { bindAddress: `${config.HOST}:${config.TEMPORAL_METRICS_PORT}`, useSecondsForDurations: true },
            },
          }
        : {}),
    },
  });
}

/** The workflow code bundled at start (with the tracing interceptors when tracing is on), its webpack listing kept at debug. */
async function bundleWorkflows(logger: Logger): Promise<{ code: string }> {
  return bundleWorkflowCode({
    workflowsPath: require.resolve("../workflows"),
    logger: sdkLogger(logger.child({ component: "workflow-bundler" }), { infoAs: "debug" }),
    plugins: temporalTracingPlugins(),
  });
}

/**
 * Runs PaymentWorkflow, ResendNotificationWorkflow and their activities on TEMPORAL_TASK_QUEUE.
 * `workflowBundlePath` reuses a pre-built bundle (tests build one per run); otherwise the workflow
 * code is bundled at start.
 */
export async function runWorker(
  deps: ActivityDeps & { workflowBundlePath?: string; onFailure?: (error: unknown) => void },
): Promise<WorkerHandle> {
  const { config, logger } = deps;
  installRuntime(logger, config);
  const connection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
  const worker = await Worker.create({
    connection,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    workflowBundle: deps.workflowBundlePath ? { codePath: deps.workflowBundlePath } : await bundleWorkflows(logger),
    activities: heartbeating(createActivities(deps)),
    // Each heartbeat reaches the server within a second, well inside the activities' heartbeatTimeout.
    maxHeartbeatThrottleInterval: "1 second",
    plugins: temporalTracingPlugins(),
  });
  const running = worker.run().catch((error) => {
    logger.error({ err: error }, "worker stopped with an error");
    deps.onFailure?.(error);
  });
  exportRoutingHealth(deps.db);
  exportPayoutQueueDepth(deps.db);
  exportReconciliationMetrics(deps.db);
  logger.info({ taskQueue: config.TEMPORAL_TASK_QUEUE }, "worker running");
  return {
    shutdown: async () => {
      exportRoutingHealth(undefined);
      exportPayoutQueueDepth(undefined);
      exportReconciliationMetrics(undefined);
      if (worker.getState() === "RUNNING") worker.shutdown();
      await running;
      await connection.close();
    },
  };
}
