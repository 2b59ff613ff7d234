import type { Knex } from "knex";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { pickChanged, recordStaffAction } from "../accounts/staff-audit";
import { NO_TRAFFIC, type ProviderLastHour, providersLastHour } from "./provider-health-report";
import {
  findProvider,
  listProviders,
  lockProvider,
  type ProviderRow,
  type RoutingChanges,
  updateRouting,
} from "./providers-store";

/** Provider health for staff, and the two routing knobs they may turn: priority and enabled. */

export type ProviderStanding = ProviderRow & { lastHour: ProviderLastHour };

/** Every provider with its circuit and its last hour of traffic. */
export async function providersStanding(db: Knex): Promise<ProviderStanding[]> {
  const [rows, lastHour] = await Promise.all([listProviders(db), providersLastHour(db)]);
  return rows.map((row) => ({ ...row, lastHour: lastHour.get(row.code_name) ?? NO_TRAFFIC }));
}

/**
 * A staff member changes how traffic reaches a provider, with its audit row, in one database
 * transaction. The built-in sandbox, and a provider no longer in the providers file (`isRegistered`),
 * cannot be changed. Work waiting for a provider is told to look again (`wakeWaiting`: the payouts queued for one).
 * Answers the provider as it now stands.
 */
export async function changeProviderRouting(
  db: Knex,
  wakeWaiting: () => Promise<void>,
  isRegistered: (codeName: string) => boolean,
  actorId: string,
  codeName: string,
  changes: RoutingChanges,
): Promise<ProviderStanding> {
  await db.transaction(async (trx) => {
    const before = await lockProvider(trx, codeName);
    if (!before) throw new NotFoundError("No such provider.");
    const field = Object.keys(changes)[0]!;
    if (before.builtin) throw new ValidationError({ [field]: "The built-in sandbox provider cannot be changed." });
    if (!isRegistered(codeName)) throw new ValidationError({ [field]: "This provider is no longer in the providers file." });
    await updateRouting(trx, codeName, changes);
    await recordStaffAction(trx, {
      actorId,
      action: "provider.update",
      targetType: "provider",
      targetId: codeName,
      before: pickChanged(before, changes),
      after: changes,
    });
  });
  // Best effort: a payout the signal misses looks again at its next timer (PAYOUT_QUEUE_RECHECK_SECONDS).
  await wakeWaiting().catch(() => undefined);
  const [row, lastHour] = await Promise.all([findProvider(db, codeName), providersLastHour(db)]);
  return { ...row!, lastHour: lastHour.get(codeName) ?? NO_TRAFFIC };
}
