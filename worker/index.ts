import { DefaultLogger, type LogLevel, NativeConnection, Runtime, Worker } from "@temporalio/worker";
import { createActivities } from "../activities";
import type { ActivityDeps } from "../activities/deps";

export interface WorkerHandle {
  shutdown(): Promise<void>;
}

const SDK_LOG_LEVELS: Record<string, LogLevel> = { trace: "TRACE", debug: "DEBUG", info: "INFO", warn: "WARN" };
let runtimeInstalled = false;

/** The SDK's own log level follows LOG_LEVEL (errors only when quieter than warn); set once per process. */
function installRuntime(level: string): void {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  Runtime.install({ logger: new DefaultLogger(SDK_LOG_LEVELS[level] ?? "ERROR") });
}

/**
 * Runs PaymentWorkflow, ResendNotificationWorkflow and their activities on TEMPORAL_TASK_QUEUE.
 * `workflowBundlePath` reuses a pre-built bundle (tests build one per run); otherwise the workflow
 * code is bundled at start.
 */
export async function runWorker(deps: ActivityDeps & { workflowBundlePath?: string }): Promise<WorkerHandle> {
  const { config, logger } = deps;
  installRuntime(config.LOG_LEVEL);
  const connection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
  const worker = await Worker.create({
    connection,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue: config.TEMPORAL_TASK_QUEUE,
    ...(deps.workflowBundlePath
      ? { workflowBundle: { codePath: deps.workflowBundlePath } }
      : { workflowsPath: require.resolve("../workflows") }),
    activities: createActivities(deps),
  });
  const running = worker.run().catch((error) => logger.error({ err: error }, "worker stopped with an error"));
  logger.info({ taskQueue: config.TEMPORAL_TASK_QUEUE }, "worker running");
  return {
    shutdown: async () => {
      if (worker.getState() === "RUNNING") worker.shutdown();
      await running;
      await connection.close();
    },
  };
}
