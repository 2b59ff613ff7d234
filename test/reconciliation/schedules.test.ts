import { randomBytes } from "node:crypto";
import { ScheduleNotFoundError } from "@temporalio/client";
import { createTemporalAccess, type TemporalAccess } from "../../lib/temporal";
import { reconciliationRuns, runsAtHour } from "../../workflows/reconciliation-client";
import { RECONCILIATION_WORKFLOW_TYPE, reconciliationScheduleId } from "../../workflows/reconciliation-definitions";
import { eventually } from "../support/eventually";

/** The daily reconciliation schedules against the Temporal dev server: one per provider and deployment, at the configured hour. */
let temporal: TemporalAccess;
beforeAll(async () => {
  temporal = createTemporalAccess(
    { TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS!, TEMPORAL_NAMESPACE: "default", TEMPORAL_AUTO_SETUP: false },
    [],
  );
  // Connected first: under load the shared dev server may take longer than one connect timeout (2 s) to answer.
  await eventually(() =>
    temporal.client().then(
      () => true,
      () => undefined,
    ),
  );
});
afterAll(() => temporal.close());

const deployment = (hour: number, taskQueue: string) =>
  reconciliationRuns(temporal, { TEMPORAL_TASK_QUEUE: taskQueue, RECONCILIATION_HOUR_UTC: hour });
const scheduleOf = async (taskQueue: string, provider: string) =>
  (await temporal.client()).schedule.getHandle(reconciliationScheduleId(taskQueue, provider)).describe();
/** Whether the schedule exists; any answer but "not found" (a dev server slow under load) is asked again. */
const exists = (taskQueue: string, provider: string) =>
  eventually(() =>
    scheduleOf(taskQueue, provider).then(
      () => true,
      (error) => (error instanceof ScheduleNotFoundError ? false : undefined),
    ),
  );

describe("daily reconciliation schedules", () => {
  it("creates one per provider and deployment, moves them to a changed hour, and deletes those of providers gone", async () => {
    const ours = `recon-${randomBytes(4).toString("hex")}`;
    const theirs = `recon-${randomBytes(4).toString("hex")}`;
    expect(await deployment(2, ours).ensureDailySchedules(["alpha", "beta"])).toEqual({
      created: ["alpha", "beta"],
      updated: [],
      deleted: [],
    });
    expect(await deployment(2, theirs).ensureDailySchedules(["alpha"])).toMatchObject({ created: ["alpha"] });
    const first = await scheduleOf(ours, "alpha");
    expect(runsAtHour(first, 2)).toBe(true);
    expect(first.action).toMatchObject({ type: "startWorkflow", taskQueue: ours });

    expect(await deployment(2, ours).ensureDailySchedules(["alpha", "beta"])).toEqual({ created: [], updated: [], deleted: [] });
    expect(await deployment(5, ours).ensureDailySchedules(["alpha", "beta"])).toEqual({
      created: [],
      updated: ["alpha", "beta"],
      deleted: [],
    });
    expect(runsAtHour(await scheduleOf(ours, "beta"), 5)).toBe(true);

    // Listing schedules is eventually consistent: a worker start that misses one deletes it at the next.
    const removal = await eventually(async () => {
      const changes = await deployment(5, ours).ensureDailySchedules(["alpha"]);
      return changes.deleted.length > 0 ? changes : undefined;
    });
    expect(removal).toEqual({ created: [], updated: [], deleted: [reconciliationScheduleId(ours, "beta")] });
    expect(await exists(ours, "beta")).toBe(false);
    expect(await exists(ours, "alpha")).toBe(true);
    // The other deployment's schedule, on the same namespace, is left as it was.
    expect(runsAtHour(await scheduleOf(theirs, "alpha"), 2)).toBe(true);
  });

  it("deletes a schedule an earlier version made on this deployment's task queue (its id without the queue, no memo), and no other", async () => {
    const ours = `recon-${randomBytes(4).toString("hex")}`;
    const theirs = `recon-${randomBytes(4).toString("hex")}`;
    const client = await temporal.client();
    const earlierVersion = async (taskQueue: string) => {
      const scheduleId = `reconciliation-legacy${randomBytes(4).toString("hex")}`;
      await client.schedule.create({
        scheduleId,
        spec: { calendars: [{ hour: 2, minute: 0 }] },
        action: {
          type: "startWorkflow",
          workflowType: RECONCILIATION_WORKFLOW_TYPE,
          taskQueue,
          args: [{ providerCodeName: "alpha" }],
        },
      });
      return scheduleId;
    };
    const ourOld = await earlierVersion(ours);
    const theirOld = await earlierVersion(theirs);

    const changes = await eventually(async () => {
      const made = await deployment(2, ours).ensureDailySchedules(["alpha"]);
      return made.deleted.length > 0 ? made : undefined;
    });
    expect(changes.deleted).toEqual([ourOld]);
    expect(
      await eventually(() =>
        client.schedule
          .getHandle(ourOld)
          .describe()
          .then(
            () => undefined,
            (error) => error instanceof ScheduleNotFoundError || undefined,
          ),
      ),
    ).toBe(true);
    expect((await client.schedule.getHandle(theirOld).describe()).action).toMatchObject({ taskQueue: theirs });
    await client.schedule.getHandle(theirOld).delete();
  });

  it("leaves alone a schedule deleted already that the listing still shows", async () => {
    const ours = `recon-${randomBytes(4).toString("hex")}`;
    await deployment(2, ours).ensureDailySchedules(["alpha", "beta"]);
    const beta = (await temporal.client()).schedule.getHandle(reconciliationScheduleId(ours, "beta"));
    await beta.delete();
    // What the sweep meets when the listing lags: deleting it again is "not found".
    await expect(beta.delete()).rejects.toBeInstanceOf(ScheduleNotFoundError);
    expect(await deployment(2, ours).ensureDailySchedules(["alpha"])).toEqual({ created: [], updated: [], deleted: [] });
  });
});
