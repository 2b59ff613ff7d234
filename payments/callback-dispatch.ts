import { WorkflowNotFoundError } from "@temporalio/client";
import type { Db } from "../db/connection";
import type { Config } from "../lib/config";
import type { Logger } from "../lib/logger";
import type { TemporalAccess } from "../lib/temporal";
import type { ProviderResult } from "../providers/types";
import { paymentWorkflowId, providerResultSignal } from "../workflows/shared";
import { settle } from "./settlement";

export interface DispatchDeps {
  db: Db;
  temporal: TemporalAccess;
  config: Pick<Config, "FEE_SCHEDULE">;
  logger: Logger;
}

export interface RawCallbackRow {
  id: string;
  provider_code_name: string;
  reference: string;
  result: ProviderResult | null;
  processing_status: string;
  signalled_at: Date | null;
  signal_attempts: number;
}

const MAX_SIGNAL_BACKOFF_SECONDS = 300;

/**
 * Hands a stored, verified callback to its transaction's workflow. Never throws: a callback that could
 * not be handed over stays `received` with a next attempt time, for the reconciler.
 */
export async function dispatchRawCallback(deps: DispatchDeps, row: RawCallbackRow): Promise<void> {
  const { db } = deps;
  if (row.processing_status !== "received" || row.signalled_at) return;
  const mark = (status: string, note: string) =>
    db("raw_callbacks")
      .where({ id: row.id, processing_status: "received" })
      .update({ processing_status: status, processing_note: note, processed_at: db.fn.now() });
  if (!row.result) {
    await mark("informational", "informational event: changes nothing");
    return;
  }
  if (!(await db("transactions").where({ reference: row.reference }).first("reference"))) {
    await mark("unknown_reference", "no transaction has this reference");
    return;
  }
  try {
    const client = await deps.temporal.client();
    await client.workflow
      .getHandle(paymentWorkflowId(row.reference))
      .signal(providerResultSignal, { rawCallbackId: row.id, providerCodeName: row.provider_code_name, result: row.result });
  } catch (error) {
    if (!(error instanceof WorkflowNotFoundError)) {
      const backoff = Math.min(MAX_SIGNAL_BACKOFF_SECONDS, 2 ** Math.min(row.signal_attempts, 8));
      await db("raw_callbacks")
        .where({ id: row.id })
        .update({
          signal_attempts: row.signal_attempts + 1,
          next_signal_at: db.raw("now() + make_interval(secs => ?)", [backoff]),
        });
      deps.logger.warn({ rawCallbackId: row.id, err: error }, "could not signal the payment workflow; the reconciler will retry");
      return;
    }
    // The workflow has finished: the result is late. Record what it would have done, changing nothing.
    await settle(db, deps.config.FEE_SCHEDULE, {
      reference: row.reference,
      providerCodeName: row.provider_code_name,
      result: row.result,
      rawCallbackId: row.id,
      source: "webhook",
    });
  }
  await db("raw_callbacks")
    .where({ id: row.id })
    .update({ signalled_at: db.fn.now(), signal_attempts: row.signal_attempts + 1 });
}
