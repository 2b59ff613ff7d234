import type { Db } from "../../db/connection";
import type { Config } from "../../lib/config";
import type { Logger } from "../../lib/logger";
import type { ProviderClient, ProviderResult } from "../../providers/types";
import { findPayout } from "../payouts/payouts-store";
import { settlePayout } from "../payouts/settle-payout";
import { settle } from "../settlement/settle";
import { findTransaction } from "../transactions/transactions-store";
import { type FailureAuditQuota, type ReceivedWebhook, receiveProviderWebhook } from "./intake";
import type { ProviderResultSignal, RawCallbackRow, RawCallbackVerdict } from "./raw-callback";
import { markSignalled, recordSignalFailure, recordVerdict } from "./raw-callbacks-store";

/** How a stored provider result reaches its payment: the Temporal layer implements it (workflows/client.ts). */
export interface ResultSignaller {
  /** `closed` when the payment's workflow has finished; throws when the engine cannot be reached. */
  signalProviderResult(reference: string, signal: ProviderResultSignal): Promise<"signalled" | "closed">;
}

/** How a stored provider result reaches its payout (workflows/payout-client.ts). */
export interface PayoutResultSignaller {
  /** `closed` when the payout's workflow has finished; throws when the engine cannot be reached. */
  signalPayoutResult(reference: string, signal: ProviderResultSignal): Promise<"signalled" | "closed">;
}

export interface DispatchDeps {
  db: Db;
  engine: ResultSignaller;
  payouts: PayoutResultSignaller;
  config: Pick<Config, "FEE_SCHEDULE">;
  logger: Logger;
}

const MAX_SIGNAL_BACKOFF_SECONDS = 300;

/**
 * Hands a stored, verified provider webhook to its transaction's workflow. When the engine cannot be
 * reached the webhook stays `received` with a next attempt time, for the reconciler, and this returns
 * normally; a database failure is thrown to the caller.
 */
export async function dispatchRawCallback(deps: DispatchDeps, row: RawCallbackRow): Promise<void> {
  const { db } = deps;
  if (row.processing_status !== "received" || row.signalled_at) return;
  const mark = (status: RawCallbackVerdict, note: string) => recordVerdict(db, row.id, status, note);
  if (!row.result) {
    await mark("informational", "informational event: changes nothing");
    return;
  }
  // A refund's result names a refund, never a transaction or a payout (until refunds are applied).
  const target = "customerNumber" in row.result ? await resultTarget(deps, row.reference) : undefined;
  if (!target) {
    await mark("unknown_reference", "no transaction or payout has this reference");
    return;
  }
  const signal = { rawCallbackId: row.id, providerCodeName: row.provider_code_name, result: row.result as ProviderResult };
  let delivery: "signalled" | "closed";
  try {
    delivery = await target.signal(row.reference, signal);
  } catch (error) {
    const backoff = Math.min(MAX_SIGNAL_BACKOFF_SECONDS, 2 ** Math.min(row.signal_attempts, 8));
    await recordSignalFailure(db, row, backoff);
    deps.logger.warn({ rawCallbackId: row.id, err: error }, "could not signal the workflow; the reconciler will retry");
    return;
  }
  // The workflow has finished: the result is late. Record what it would have done, changing nothing.
  if (delivery === "closed") await target.settleLate({ ...signal, reference: row.reference, source: "webhook" });
  await markSignalled(db, row);
}

/** The payment or payout a result names: how to signal its workflow, and how to apply it once that has closed. */
async function resultTarget(deps: DispatchDeps, reference: string) {
  const { db } = deps;
  if (await findTransaction(db, reference)) {
    return {
      signal: (ref: string, signal: ProviderResultSignal) => deps.engine.signalProviderResult(ref, signal),
      settleLate: (input: Parameters<typeof settle>[2]) => settle(db, deps.config.FEE_SCHEDULE.collection, input),
    };
  }
  if (await findPayout(db, reference)) {
    return {
      signal: (ref: string, signal: ProviderResultSignal) => deps.payouts.signalPayoutResult(ref, signal),
      settleLate: (input: Parameters<typeof settlePayout>[1]) => settlePayout(db, input),
    };
  }
  return undefined;
}

/**
 * A provider webhook from its arrival: verified and stored (intake.ts), then handed to its payment's
 * workflow. Answers the stored webhook's id, and whether it had been received before.
 */
export async function acceptProviderWebhook(
  deps: DispatchDeps,
  provider: ProviderClient,
  received: ReceivedWebhook,
  mayAuditFailure: FailureAuditQuota,
): Promise<{ id: string; duplicate: boolean }> {
  const { row, duplicate } = await receiveProviderWebhook(deps.db, deps.logger, provider, received, mayAuditFailure);
  await dispatchRawCallback(deps, row);
  return { id: row.id, duplicate };
}
