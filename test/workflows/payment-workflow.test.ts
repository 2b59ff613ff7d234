import { randomBytes } from "node:crypto";
import {
  Client,
  Connection,
  WithStartWorkflowOperation,
  type WorkflowHandle,
  WorkflowUpdateFailedError,
} from "@temporalio/client";
import { ApplicationFailure } from "@temporalio/common";
import { NativeConnection, Worker } from "@temporalio/worker";
import type { Activities } from "../../activities";
import type { PreparedPayment } from "../../activities/payment";
import type { SettlementInput } from "../../domain/core/settlement";
import type { MovementStatus } from "../../domain/core/status";
import { FailureType } from "../../domain/core/workflow-failures";
import type { StaffResolutionInput } from "../../domain/payments/settle";
import type { AttemptOutcome } from "../../domain/routing/failover";
import type { Failure } from "../../providers/failure-reasons";
import type { ProviderResult, StatusOutcome } from "../../providers/types";
import {
  initiateUpdate,
  type PaymentWorkflowInput,
  providerResultSignal,
  resolveByStaffUpdate,
  statusQuery,
} from "../../workflows/definitions";
import type { PaymentWorkflow } from "../../workflows/payment";
import { eventually } from "../support/eventually";

/**
 * PaymentWorkflow's own logic, with fake activities standing in for the world (no database, no
 * provider): routing, status-query back-off, expiry, late and contrary results, notification retries.
 * The time-skipping test server cannot be fetched on this machine, so durations are made short through
 * the workflow's own inputs and the back-off is read from the timers in its history.
 */
type Fakes = Pick<
  Activities,
  | "preparePayment"
  | "initiateWithProvider"
  | "queryMovementStatus"
  | "markMovementProcessing"
  | "failMovement"
  | "settleMovement"
  | "resolvePaymentByStaff"
  | "deliverMerchantNotification"
>;

interface World {
  candidates: string[];
  attempts: Record<string, AttemptOutcome>;
  statusAnswers: StatusOutcome[];
  /** Throw these from delivery, one per attempt, before it succeeds. */
  deliveryFailures: ApplicationFailure[];
  /** Delivery waits for this before answering, so a test can act while it is in flight. */
  deliveryGate?: Promise<void>;
  /** The payment's row is not in the worker's database (another deployment's payment). */
  missing?: boolean;
}

interface Journal {
  status: MovementStatus;
  initiated: string[];
  queries: number;
  settlements: SettlementInput[];
  resolutions: StaffResolutionInput[];
  failures: Failure[];
  deliveries: number;
  /** preparePayment steps run (a workflow started without the API's route). */
  preparations: number;
}

function fakeActivities(world: World, journal: Journal): Fakes {
  const prepared = (reference: string): PreparedPayment => ({
    payment: {
      reference,
      status: journal.status,
      accountType: "prod",
      requestedProvider: null,
      providerCodeName: null,
      providerReference: null,
    },
    candidates: world.candidates,
  });
  return {
    preparePayment: async (reference) => {
      journal.preparations += 1;
      return world.missing ? null : prepared(reference);
    },
    initiateWithProvider: async ({ providerCodeName }) => {
      if (world.missing) throw ApplicationFailure.nonRetryable("not in this database", FailureType.MovementNotFound);
      journal.initiated.push(providerCodeName);
      const outcome = world.attempts[providerCodeName]!;
      if (outcome.kind !== "accepted") return outcome;
      if (journal.status === "Pending") journal.status = "Processing";
      return { ...outcome, status: journal.status };
    },
    queryMovementStatus: async () => {
      journal.queries += 1;
      return world.statusAnswers.shift() ?? { kind: "pending", providerReference: "P-1" };
    },
    markMovementProcessing: async () => {
      if (journal.status === "Pending") journal.status = "Processing";
      return journal.status;
    },
    failMovement: async ({ failure }) => {
      journal.failures.push(failure);
      const changed = journal.status === "Pending" || journal.status === "Processing";
      if (changed) journal.status = "Failed";
      return { changed, status: journal.status };
    },
    settleMovement: async (input) => {
      journal.settlements.push(input);
      const terminal = journal.status === "Success" || journal.status === "Failed";
      if (!terminal) journal.status = input.result.status;
      return { changed: !terminal, status: journal.status };
    },
    resolvePaymentByStaff: async (input) => {
      journal.resolutions.push(input);
      const terminal = journal.status === "Success" || journal.status === "Failed";
      if (!terminal) journal.status = input.status;
      return { changed: !terminal, status: journal.status };
    },
    deliverMerchantNotification: async () => {
      journal.deliveries += 1;
      await world.deliveryGate;
      const failure = world.deliveryFailures.shift();
      if (failure) throw failure;
      return { statusCode: 200 };
    },
  };
}

const result = (reference: string, status: "Success" | "Failed"): ProviderResult => ({
  reference,
  providerReference: "P-1",
  status,
  amount: "10.00",
  currency: "USD",
  customerNumber: "+243812345600",
  failureCode: status === "Failed" ? "insufficient_funds" : null,
});

const accepted = (providerReference = "P-1"): AttemptOutcome => ({ kind: "accepted", providerReference, final: null });

/** One candidate, `alpha`, that accepts; `overrides` say what else the world does. */
const alphaAccepts = (overrides: Partial<World> = {}): World => ({
  candidates: ["alpha"],
  attempts: { alpha: accepted() },
  statusAnswers: [],
  deliveryFailures: [],
  ...overrides,
});

/** A delivery gate the test opens when it is done acting on the payment in flight. */
function deliveryGate(): { gate: Promise<void>; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
}

/** A verified provider webhook's result, as dispatch signals it. */
const signalResult = (
  handle: { signal: WorkflowHandle["signal"] },
  reference: string,
  status: "Success" | "Failed",
  rawCallbackId = "rc-1",
  providerCodeName = "alpha",
) => handle.signal(providerResultSignal, { rawCallbackId, providerCodeName, result: result(reference, status) });

let connection: Connection;
let nativeConnection: NativeConnection;
let client: Client;

beforeAll(async () => {
  const address = process.env.TEST_TEMPORAL_ADDRESS!;
  connection = await Connection.connect({ address });
  nativeConnection = await NativeConnection.connect({ address });
  client = new Client({ connection });
});

afterAll(async () => {
  await connection.close();
  await nativeConnection.close();
});

/** Runs one PaymentWorkflow against fake activities until `scenario` is done with it. */
async function withPayment(
  world: World,
  input: Partial<PaymentWorkflowInput>,
  scenario: (handle: Awaited<ReturnType<typeof start>>, journal: Journal) => Promise<void>,
): Promise<Journal> {
  const taskQueue = `workflow-logic-${randomBytes(6).toString("hex")}`;
  const journal: Journal = {
    status: "Pending",
    initiated: [],
    queries: 0,
    settlements: [],
    resolutions: [],
    failures: [],
    deliveries: 0,
    preparations: 0,
  };
  const worker = await Worker.create({
    connection: nativeConnection,
    taskQueue,
    workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE! },
    activities: fakeActivities(world, journal),
  });
  const reference = `TXWF${randomBytes(5).toString("hex").toUpperCase()}`;
  await worker.runUntil(async () => {
    // By default started as the API starts it, with its route; `route: undefined` is the orphan sweep's start.
    const handle = await start(taskQueue, {
      reference,
      expiryHours: 24,
      firstPollSeconds: 30,
      route: world.candidates,
      ...input,
    });
    await scenario(handle, journal);
  });
  return journal;
}

async function start(taskQueue: string, input: PaymentWorkflowInput) {
  const startWorkflowOperation = new WithStartWorkflowOperation<typeof PaymentWorkflow>("PaymentWorkflow", {
    workflowId: `payment-${input.reference}`,
    taskQueue,
    args: [input],
    workflowIdConflictPolicy: "USE_EXISTING",
  });
  const initiation = await client.workflow.executeUpdateWithStart(initiateUpdate, { startWorkflowOperation });
  const handle = await startWorkflowOperation.workflowHandle();
  return { handle, initiation, reference: input.reference };
}

async function timerDelaysSeconds(handle: { fetchHistory(): Promise<{ events?: unknown[] | null }> }): Promise<number[]> {
  const history = await handle.fetchHistory();
  return (history.events ?? []).flatMap((event) => {
    const timeout = (event as { timerStartedEventAttributes?: { startToFireTimeout?: { seconds?: unknown } } })
      .timerStartedEventAttributes?.startToFireTimeout;
    return timeout ? [Number(timeout.seconds ?? 0)] : [];
  });
}

describe("PaymentWorkflow with fake activities", () => {
  it("fails over only after a definitive refusal and answers the update with the accepting provider", async () => {
    const world: World = {
      candidates: ["alpha", "beta", "gamma"],
      attempts: {
        alpha: {
          kind: "refused",
          reason: "alpha: INVALID_MSISDN",
          failure: { reason: "invalid_number", code: "INVALID_MSISDN" },
        },
        beta: accepted("PB-7"),
        gamma: accepted(),
      },
      statusAnswers: [],
      deliveryFailures: [],
    };
    const journal = await withPayment(world, {}, async ({ handle, initiation, reference }) => {
      expect(initiation).toEqual({ outcome: "accepted", providerCodeName: "beta", providerReference: "PB-7" });
      await signalResult(handle, reference, "Success", "rc-1", "beta");
      expect(await handle.result()).toBe("Success");
    });
    expect(journal.initiated).toEqual(["alpha", "beta"]);
    expect(journal.deliveries).toBe(1);
  });

  it("routes in a step of its own when started without a route, as the orphan sweep starts it", async () => {
    const world: World = {
      candidates: ["alpha", "beta"],
      attempts: {
        alpha: {
          kind: "refused",
          reason: "alpha: INVALID_MSISDN",
          failure: { reason: "invalid_number", code: "INVALID_MSISDN" },
        },
        beta: accepted("PB-8"),
      },
      statusAnswers: [],
      deliveryFailures: [],
    };
    const routedByTheApi = await withPayment(world, {}, async ({ initiation, handle }) => {
      expect(initiation).toMatchObject({ outcome: "accepted", providerCodeName: "beta" });
      await handle.terminate();
    });
    expect(routedByTheApi).toMatchObject({ preparations: 0, initiated: ["alpha", "beta"] });
    const routedHere = await withPayment(world, { route: undefined }, async ({ initiation, handle }) => {
      expect(initiation).toMatchObject({ outcome: "accepted", providerCodeName: "beta" });
      await handle.terminate();
    });
    expect(routedHere).toMatchObject({ preparations: 1, initiated: ["alpha", "beta"] });
  });

  it.each([
    ["with the API's route", {}],
    ["without a route", { route: undefined }],
  ])("answers unknown and fails, touching no provider, for a row not in its database (%s)", async (_shape, input) => {
    const world = alphaAccepts({ missing: true });
    const journal = await withPayment(world, input, async ({ handle, initiation }) => {
      expect(initiation).toEqual({ outcome: "unknown", reason: "the transaction is not in the worker's database" });
      await expect(handle.result()).rejects.toMatchObject({ cause: { type: FailureType.MovementNotFound } });
    });
    expect(journal.initiated).toEqual([]);
    expect(journal.settlements).toEqual([]);
  });

  it("stops routing at an unsettled answer, so no second provider can charge the customer", async () => {
    const world: World = {
      candidates: ["alpha", "beta"],
      attempts: { alpha: { kind: "unknown", reason: "alpha: timeout; status query: timeout" }, beta: accepted() },
      statusAnswers: [{ kind: "final", result: result("", "Failed") }],
      deliveryFailures: [],
    };
    const journal = await withPayment(world, { firstPollSeconds: 1 }, async ({ handle, initiation }) => {
      expect(initiation).toMatchObject({ outcome: "unknown" });
      expect(await handle.result()).toBe("Failed");
    });
    expect(journal.initiated).toEqual(["alpha"]);
  });

  it("ends Failed for the last refusal's reason, with its code, when all candidates refuse (every refusal named to the API)", async () => {
    const world: World = {
      candidates: ["alpha", "beta"],
      attempts: {
        alpha: { kind: "refused", reason: "alpha: r1", failure: { reason: "invalid_number", code: "r1" } },
        beta: { kind: "refused", reason: "beta: r2", failure: { reason: "limit_exceeded", code: "r2" } },
      },
      statusAnswers: [],
      deliveryFailures: [],
    };
    const journal = await withPayment(world, {}, async ({ handle, initiation }) => {
      expect(initiation).toEqual({ outcome: "refused", reason: "alpha: r1; beta: r2" });
      expect(await handle.result()).toBe("Failed");
    });
    expect(journal.failures).toEqual([{ reason: "limit_exceeded", code: "r2" }]);
  });

  it("queries the provider's status with a doubling back-off while the webhook is late", async () => {
    const world = alphaAccepts({
      statusAnswers: [
        { kind: "pending", providerReference: "P-1" },
        { kind: "pending", providerReference: "P-1" },
      ],
    });
    world.statusAnswers.push({ kind: "final", result: result("", "Success") });
    const journal = await withPayment(world, { firstPollSeconds: 1 }, async ({ handle }) => {
      expect(await handle.result()).toBe("Success");
      expect(await timerDelaysSeconds(handle)).toEqual([1, 2, 4]);
    });
    expect(journal.queries).toBe(3);
    expect(journal.settlements.map((settlement) => settlement.source)).toEqual(["status_query"]);
  });

  it("expires a payment nobody answers, then notifies the merchant", async () => {
    const journal = await withPayment(alphaAccepts(), { expiryHours: 2 / 3600, firstPollSeconds: 1 }, async ({ handle }) => {
      expect(await handle.result()).toBe("Failed");
    });
    expect(journal.failures).toEqual([{ reason: "expired", code: null }]);
    expect(journal.deliveries).toBe(1);
  });

  it("records late and contrary results after the final state without changing it", async () => {
    const { gate, release } = deliveryGate();
    const journal = await withPayment(alphaAccepts({ deliveryGate: gate }), {}, async ({ handle, reference }, seen) => {
      try {
        await signalResult(handle, reference, "Success", "rc-1");
        await eventually(async () => ((await handle.query(statusQuery)).status === "Success" ? true : undefined));
        await signalResult(handle, reference, "Failed", "rc-2");
        await signalResult(handle, reference, "Success", "rc-3");
        await eventually(async () => (seen.settlements.length === 3 ? true : undefined));
      } finally {
        release();
      }
      expect(await handle.result()).toBe("Success");
    });
    expect(journal.settlements.map((settlement) => settlement.rawCallbackId)).toEqual(["rc-1", "rc-2", "rc-3"]);
    expect(journal.status).toBe("Success");
  });

  it("retries the merchant notification until it is delivered, and stops at a non-retryable refusal", async () => {
    const retryable = () =>
      ApplicationFailure.create({ message: "merchant answered 503", type: FailureType.CallbackFailed, nextRetryDelay: "100ms" });
    const delivered = await withPayment(
      alphaAccepts({ deliveryFailures: [retryable(), retryable()] }),
      {},
      async ({ handle, reference }) => {
        await signalResult(handle, reference, "Success");
        expect(await handle.result()).toBe("Success");
        expect((await handle.query(statusQuery)).callbackDelivered).toBe(true);
      },
    );
    expect(delivered.deliveries).toBe(3);

    const gone = await withPayment(
      alphaAccepts({
        deliveryFailures: [ApplicationFailure.nonRetryable("merchant answered 410 Gone", FailureType.CallbackGone)],
      }),
      {},
      async ({ handle, reference }) => {
        await signalResult(handle, reference, "Failed");
        expect(await handle.result()).toBe("Failed");
        expect((await handle.query(statusQuery)).callbackDelivered).toBe(false);
      },
    );
    expect(gone.deliveries).toBe(1);
  });

  it("settles a staff resolution through its inbox, notifies the merchant, and refuses one once final", async () => {
    const { gate, release } = deliveryGate();
    const world = alphaAccepts({ deliveryGate: gate });
    const resolution = { status: "Success" as const, reason: "provider statement", staffUserId: "staff-1" };
    const journal = await withPayment(world, {}, async ({ handle }) => {
      try {
        expect(await handle.executeUpdate(resolveByStaffUpdate, { args: [resolution] })).toEqual({ status: "Success" });
        const refused = await handle
          .executeUpdate(resolveByStaffUpdate, { args: [{ ...resolution, status: "Failed" }] })
          .catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(WorkflowUpdateFailedError);
        expect((refused as WorkflowUpdateFailedError).cause).toMatchObject({ type: FailureType.InvalidStateTransition });
      } finally {
        release();
      }
      expect(await handle.result()).toBe("Success");
    });
    expect(journal.resolutions).toEqual([{ reference: expect.any(String), ...resolution }]);
    expect(journal.deliveries).toBe(1);
  });
});
