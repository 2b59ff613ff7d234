import { EngineDeadlineError } from "./transactions/payment-engine";

/** How asking the engine to start a recorded payment, payout or refund ended, when it did not answer its first step. */
export type EngineStartFailure =
  /** The engine did not answer within the creation deadline: the row stays Pending. */
  | { outcome: "engine_deadline"; reference: string }
  /** The workflow runs but did not answer in time. */
  | { outcome: "engine_late"; reference: string }
  /** The engine could not be reached: the Pending row stays for the orphan sweep. */
  | { outcome: "engine_unavailable"; reference: string; cause: unknown };

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
