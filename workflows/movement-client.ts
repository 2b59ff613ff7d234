/**
 * How a payment's, a payout's or a refund's workflow is started: the API's update-with-start, the orphan sweep's
 * start, and the calls that find it or signal it afterwards, written once for the three kinds.
 */
import {
  type Client,
  isGrpcDeadlineError,
  WithStartWorkflowOperation,
  WorkflowExecutionAlreadyStartedError,
  WorkflowNotFoundError,
  type WorkflowStartOptions,
  WorkflowUpdateRPCTimeoutOrCancelledError,
} from "@temporalio/client";
import type { SignalDefinition, UpdateDefinition, Workflow } from "@temporalio/common";
import { EngineDeadlineError } from "../domain/core/engine-start";
import type { Config } from "../lib/config";
import type { TemporalAccess } from "../lib/temporal";
import { MovementSearchAttributes } from "./definitions";

/** A movement's workflow type and its start options. */
export interface MovementStart {
  workflowType: string;
  options: WorkflowStartOptions & { workflowIdConflictPolicy: "USE_EXISTING" };
}

/**
 * One workflow id per reference and USE_EXISTING: the API's start, the sweep's and any repeat of either make one
 * execution between them. The search attributes let operators list it in the Temporal UI, Pending until it says otherwise.
 */
export function movementStart<W extends Workflow>(
  workflowType: string,
  workflowId: string,
  taskQueue: string,
  input: Parameters<W>[0],
  owner: { reference: string; merchantId: string },
): MovementStart {
  return {
    workflowType,
    options: {
      workflowId,
      taskQueue,
      args: [input],
      workflowIdConflictPolicy: "USE_EXISTING",
      typedSearchAttributes: [
        { key: MovementSearchAttributes.reference, value: owner.reference },
        { key: MovementSearchAttributes.merchantId, value: owner.merchantId },
        { key: MovementSearchAttributes.status, value: "Pending" },
      ],
    },
  };
}

/**
 * The creation's start: starts the workflow unless it runs, and answers its `initiate` update, within `deadlineMs`.
 * Past the deadline, or with the engine unreachable, it fails as it did, the workflow then started in the background.
 */
export function startWithInitiation<Initiation>(
  temporal: TemporalAccess,
  deadlineMs: number,
  start: MovementStart,
  initiate: UpdateDefinition<Initiation, []>,
): Promise<Initiation> {
  const deadline = Date.now() + deadlineMs;
  const started = byDeadline(deadline, async () => {
    const client = await temporal.client();
    const startWorkflowOperation = new WithStartWorkflowOperation(start.workflowType, start.options);
    try {
      return await client.withDeadline(deadline, () =>
        client.workflow.executeUpdateWithStart(initiate, { startWorkflowOperation }),
      );
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      // The SDK retried a start the server had carried out (a restart lost its answer): the workflow is this
      // movement's, and its `initiate` update answers the same initiation to any caller.
      return client.withDeadline(deadline, () => client.workflow.getHandle(start.options.workflowId).executeUpdate(initiate));
    }
  });
  return started.catch((error: unknown) => {
    startInBackground(temporal, (client) => client.workflow.start(start.workflowType, start.options));
    throw error;
  });
}

/** Starts the workflow unless one runs already (the orphan sweep); does not wait for it. */
export async function ensureStarted(temporal: TemporalAccess, start: MovementStart): Promise<void> {
  const client = await temporal.client();
  await client.workflow.start(start.workflowType, start.options);
}

const EXISTS_DEADLINE_MS = 2000;

/** Whether the engine knows the workflow, running or closed; false too when it does not answer in time. */
export async function workflowExists(temporal: TemporalAccess, workflowId: string): Promise<boolean> {
  try {
    const client = await temporal.client();
    await client.withDeadline(Date.now() + EXISTS_DEADLINE_MS, () => client.workflow.getHandle(workflowId).describe());
    return true;
  } catch {
    return false;
  }
}

/** `closed` when the workflow has finished; throws when the engine cannot be reached. */
export async function signalIfRunning<Args extends unknown[]>(
  temporal: TemporalAccess,
  workflowId: string,
  signal: SignalDefinition<Args>,
  ...args: Args
): Promise<"signalled" | "closed"> {
  const client = await temporal.client();
  try {
    await client.workflow.getHandle(workflowId).signal(signal, ...args);
    return "signalled";
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return "closed";
    throw error;
  }
}

/** How a payout's or a refund's workflow is addressed: its type and id, its `initiate` update, its result signal. */
export interface MoneyOutWorkflowAddress<Initiation, Signal> {
  type: string;
  idOf(reference: string): string;
  initiate: UpdateDefinition<Initiation, []>;
  resultSignal: SignalDefinition<[Signal]>;
}

/**
 * A payout's or a refund's workflow calls, the same for both kinds: the creation's start, the orphan sweep's start,
 * whether it exists, and its result signal; `inputOf` gives the workflow's input for a reference.
 */
export function moneyOutWorkflowCalls<Input, Initiation, Signal>(
  temporal: TemporalAccess,
  config: Pick<Config, "TEMPORAL_TASK_QUEUE" | "CREATION_DEADLINE_MS">,
  address: MoneyOutWorkflowAddress<Initiation, Signal>,
  inputOf: (reference: string) => Input,
) {
  const startOf = (reference: string, merchantId: string) =>
    movementStart<(input: Input) => Promise<unknown>>(
      address.type,
      address.idOf(reference),
      config.TEMPORAL_TASK_QUEUE,
      inputOf(reference),
      {
        reference,
        merchantId,
      },
    );
  return {
    start: (reference: string, merchantId: string) =>
      startWithInitiation(temporal, config.CREATION_DEADLINE_MS, startOf(reference, merchantId), address.initiate),
    ensureStarted: (reference: string, merchantId: string) => ensureStarted(temporal, startOf(reference, merchantId)),
    exists: (reference: string) => workflowExists(temporal, address.idOf(reference)),
    signalResult: (reference: string, signal: Signal) =>
      signalIfRunning(temporal, address.idOf(reference), address.resultSignal, signal),
  };
}

/**
 * `work` bounded by `deadline` twice over: as the gRPC deadline of every call it makes, and by a timer, which
 * also covers a connection that hangs before any call is sent.
 */
async function byDeadline<T>(deadline: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EngineDeadlineError("the payment engine did not answer in time")), deadline - Date.now());
  });
  const working = work();
  working.catch(() => undefined); // its failure after the deadline has nobody left to hear it
  try {
    return await Promise.race([working, late]);
  } catch (error) {
    if (isGrpcDeadlineError(error) || error instanceof WorkflowUpdateRPCTimeoutOrCancelledError) {
      throw new EngineDeadlineError("the payment engine did not answer in time", { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The pauses between the background starts of a creation the engine did not answer in time: about half a minute in all. */
const BACKGROUND_START_PAUSES_MS = [1000, 2000, 4000, 8000, 15_000];
/** Each background start's own deadline: a silent engine is asked again rather than waited on. */
const BACKGROUND_START_DEADLINE_MS = 3000;

/**
 * A creation whose start the engine did not answer in time (past the deadline, or unreachable) has its workflow
 * started by `start` (a USE_EXISTING start that does not wait for the workflow), tried in the background until it
 * succeeds or the attempts run out: the payment, payout or refund proceeds as soon as the engine answers again,
 * not at the orphan sweep's next pass (the backstop, half a minute or more later). Nobody waits on it.
 */
function startInBackground(temporal: TemporalAccess, start: (client: Client) => Promise<unknown>): void {
  const attempt = async (index: number): Promise<void> => {
    try {
      const client = await temporal.client();
      await client.withDeadline(Date.now() + BACKGROUND_START_DEADLINE_MS, () => start(client));
    } catch {
      const pause = BACKGROUND_START_PAUSES_MS[index];
      if (pause !== undefined) setTimeout(() => void attempt(index + 1), pause).unref();
    }
  };
  void attempt(0);
}
