import { NativeConnection, Worker } from "@temporalio/worker";
import { ceilingActivities } from "./ceiling-activities";

/** The ceiling's worker process: default worker settings, like the service's worker (worker/index.ts). */
async function main(): Promise<void> {
  const connection = await NativeConnection.connect({ address: process.env.TEMPORAL_ADDRESS });
  const worker = await Worker.create({
    connection,
    namespace: process.env.TEMPORAL_NAMESPACE ?? "default",
    taskQueue: process.env.TEMPORAL_TASK_QUEUE!,
    workflowsPath: require.resolve("./ceiling-workflow"),
    activities: ceilingActivities,
  });
  process.once("SIGTERM", () => worker.shutdown());
  const running = worker.run();
  console.log("ceiling worker running");
  await running;
  await connection.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
