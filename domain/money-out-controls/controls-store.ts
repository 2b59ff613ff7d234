import type { Knex } from "knex";
import { encodeKeysetCursor, whereAfterKeyset } from "../../db/keyset";

/** The one module that reads and writes `money_out_controls` and `money_out_control_changes`. */

type Executor = Knex | Knex.Transaction;

/** A merchant's money-out controls: amounts are decimal strings per currency code. */
export interface MoneyOutControls {
  ip_allowlist: string[];
  daily_limits: Record<string, string>;
  approval_above: Record<string, string>;
  /** When true, a held payout's approval comes from a member other than its creator (approver-rule.ts). */
  second_approver: boolean;
}

export interface MoneyOutControlsRow extends MoneyOutControls {
  merchant_id: string;
  updated_by: string | null;
  updated_at: Date;
}

/** What a merchant without a row has: no allowlist, no limit, no approval. */
export const NO_CONTROLS: MoneyOutControls = { ip_allowlist: [], daily_limits: {}, approval_above: {}, second_approver: false };

export async function findControls(db: Executor, merchantId: string): Promise<MoneyOutControlsRow | undefined> {
  return db<MoneyOutControlsRow>("money_out_controls").where({ merchant_id: merchantId }).first();
}

/** The IP allowlist of the merchant a user owns, in one read; undefined without a controls row. */
export async function allowlistOfUser(db: Executor, userId: string): Promise<string[] | undefined> {
  const row = await db("money_out_controls as c")
    .join("merchants as m", "m.id", "c.merchant_id")
    .where("m.user_id", userId)
    .first("c.ip_allowlist");
  return row?.ip_allowlist;
}

/** The merchant's row locked for the rest of the caller's transaction (created first if absent), so changes are taken one at a time. */
export async function lockControls(trx: Knex.Transaction, merchantId: string): Promise<MoneyOutControlsRow> {
  await trx("money_out_controls").insert({ merchant_id: merchantId }).onConflict("merchant_id").ignore();
  return (await trx<MoneyOutControlsRow>("money_out_controls").where({ merchant_id: merchantId }).forUpdate().first())!;
}

export async function writeControls(
  trx: Knex.Transaction,
  merchantId: string,
  controls: MoneyOutControls,
  actorId: string,
): Promise<MoneyOutControlsRow> {
  const [row] = await trx("money_out_controls")
    .where({ merchant_id: merchantId })
    .update({
      ip_allowlist: controls.ip_allowlist,
      daily_limits: JSON.stringify(controls.daily_limits),
      approval_above: JSON.stringify(controls.approval_above),
      second_approver: controls.second_approver,
      updated_by: actorId,
      updated_at: trx.fn.now(),
    })
    .returning("*");
  return row;
}

export interface ControlChangeRow {
  id: string;
  merchant_id: string;
  actor_id: string;
  actor_email: string;
  source_address: string;
  before: MoneyOutControls;
  after: MoneyOutControls;
  created_at: Date;
}

export async function recordControlChange(
  trx: Knex.Transaction,
  change: { merchantId: string; actorId: string; sourceAddress: string; before: MoneyOutControls; after: MoneyOutControls },
): Promise<void> {
  await trx("money_out_control_changes").insert({
    merchant_id: change.merchantId,
    actor_id: change.actorId,
    source_address: change.sourceAddress,
    before: JSON.stringify(change.before),
    after: JSON.stringify(change.after),
  });
}

/** One page of a merchant's control changes, newest first, each with its actor's e-mail. */
export async function controlChanges(
  db: Executor,
  merchantId: string,
  page: { cursor?: string; limit: number },
): Promise<{ results: ControlChangeRow[]; next: string | null }> {
  const rows: ControlChangeRow[] = await db("money_out_control_changes")
    .join("users", "users.id", "money_out_control_changes.actor_id")
    .where("money_out_control_changes.merchant_id", merchantId)
    .select("money_out_control_changes.*", "users.email as actor_email")
    .modify(whereAfterKeyset, page.cursor, { table: "money_out_control_changes", time: "created_at", key: "id" })
    .orderBy([
      { column: "money_out_control_changes.created_at", order: "desc" },
      { column: "money_out_control_changes.id", order: "desc" },
    ])
    .limit(page.limit + 1);
  const results = rows.slice(0, page.limit);
  return { results, next: rows.length > page.limit ? encodeKeysetCursor(String(results[results.length - 1]!.id)) : null };
}
