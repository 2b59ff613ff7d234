/** The engine did not answer a creation within its deadline (CREATION_DEADLINE_MS): the movement's fate is unknown. */
export class EngineDeadlineError extends Error {}

/**
 * How asking the engine to start a recorded payment, payout or refund ended, when it did not answer its first step.
 * None is the provider's doing, and the record proceeds whichever it was: the engine's client keeps starting its
 * workflow in the background until the engine answers (workflows/movement-client.ts, startInBackground), the worker's orphan
 * sweep being the backstop.
 */
export type EngineStartFailure =
  /** The engine did not answer within the creation deadline (busy, or silent): the row stays Pending. */
  | { outcome: "engine_deadline"; reference: string }
  /** The workflow runs but did not answer in time. */
  | { outcome: "engine_late"; reference: string }
  /** The engine could not be reached (restarting, or down): the Pending row waits for it. */
  | { outcome: "engine_unavailable"; reference: string; cause: unknown };

/** A creation the engine did not answer in time, with the record as it stands (answered `201`: it proceeds). */
export type EngineDelayed<Row> = EngineStartFailure & { row: Row };

/**
 * Starts a recorded resource's workflow through `start` and answers its first step's result, or why the
 * engine did not give one (`exists` tells a late workflow from an unreachable engine).
 */
export async function startInEngine<Initiation>(
  reference: string,
  start: () => Promise<Initiation>,
  exists: () => Promise<boolean>,
): Promise<{ outcome: "started"; initiation: Initiation } | EngineStartFailure> {
  try {
    return { outcome: "started", initiation: await start() };
  } catch (error) {
    if (error instanceof EngineDeadlineError) return { outcome: "engine_deadline", reference };
    if (await exists()) return { outcome: "engine_late", reference };
    return { outcome: "engine_unavailable", reference, cause: error };
  }
}
