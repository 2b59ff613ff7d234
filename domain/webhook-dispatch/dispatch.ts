import type { Db } from "../../db/connection";
import type { Config } from "../../lib/config";
import type { Logger } from "../../lib/logger";
import type { ProviderClient } from "../../providers/types";
import { applyProviderResult } from "../core/settlement";
import type { MovementEngines } from "../movement-kinds/registry";
import { kindOfOperation } from "../movement-kinds/registry";
import { type FailureAuditQuota, type ReceivedWebhook, receiveProviderWebhook } from "../provider-webhooks/intake";
import type { RawCallbackRow, RawCallbackVerdict } from "../provider-webhooks/raw-callback";
import { markSignalled, recordSignalFailure, recordVerdict } from "../provider-webhooks/raw-callbacks-store";

export interface DispatchDeps {
  db: Db;
  /** Each kind's workflows, by kind. */
  engines: MovementEngines;
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
  if (!row.authenticated) {
    await askProviderStatus(deps, row, mark);
    return;
  }
  if (!row.result) {
    await mark("informational", "informational event: changes nothing");
    return;
  }
  const kind = kindOfOperation(row.operation);
  const signal = { rawCallbackId: row.id, providerCodeName: row.provider_code_name, result: row.result };
  let delivery: "signalled" | "closed";
  try {
    delivery = await deps.engines[kind.name].signalResult(row.reference, signal);
  } catch (error) {
    const backoff = Math.min(MAX_SIGNAL_BACKOFF_SECONDS, 2 ** Math.min(row.signal_attempts, 8));
    await recordSignalFailure(db, row, backoff);
    deps.logger.warn({ rawCallbackId: row.id, err: error }, "could not signal the workflow; the reconciler will retry");
    return;
  }
  if (delivery === "closed") {
    // No workflow runs under this reference: the movement's has finished and the result is late (record what it
    // would have done, changing nothing), or no movement has the reference. Looked up only here, off the common path.
    if (!(await kind.find(db, row.reference))) {
      await mark("unknown_reference", `no ${kind.table.resource} has this reference`);
      return;
    }
    await applyProviderResult(db, kind.settlement(deps.config.FEE_SCHEDULE), {
      ...signal,
      reference: row.reference,
      source: "webhook",
    });
  }
  await markSignalled(db, row);
}

/**
 * A callback its protocol could not authenticate moves nothing: whatever it says, the movement's workflow is only
 * asked to put the question to its provider's status query now, whose answer goes through the one guarded path.
 */
async function askProviderStatus(
  deps: DispatchDeps,
  row: RawCallbackRow,
  mark: (status: RawCallbackVerdict, note: string) => Promise<void>,
): Promise<void> {
  const kind = kindOfOperation(row.operation);
  if (!(await kind.find(deps.db, row.reference))) {
    await mark("unknown_reference", `no ${kind.table.resource} has this reference`);
    return;
  }
  let delivery: "signalled" | "closed";
  try {
    delivery = await deps.engines[kind.name].askStatus(row.reference);
  } catch (error) {
    const backoff = Math.min(MAX_SIGNAL_BACKOFF_SECONDS, 2 ** Math.min(row.signal_attempts, 8));
    await recordSignalFailure(deps.db, row, backoff);
    deps.logger.warn(
      { rawCallbackId: row.id, err: error },
      "could not ask the workflow for a status query; the reconciler will retry",
    );
    return;
  }
  await mark(
    "status_query",
    delivery === "closed"
      ? "unauthenticated, and the movement is final: the day's reconciliation compares it with the provider"
      : "unauthenticated: the provider's status query decides",
  );
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
