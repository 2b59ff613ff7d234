import type { Knex } from "knex";
import { recordStaffAction } from "../accounts/staff-audit";
import { floatsOf, setFloors } from "./floats-store";

/** Staff set a provider's float floors (null removes one), audited as a change of the provider. */
export async function changeFloatFloors(
  db: Knex,
  actorId: string,
  codeName: string,
  floors: Record<string, string | null>,
): Promise<void> {
  await db.transaction(async (trx) => {
    const before = Object.fromEntries((await floatsOf(trx, codeName)).map((float) => [float.currency, float.floor]));
    await setFloors(trx, codeName, floors);
    await recordStaffAction(trx, {
      actorId,
      action: "provider.update",
      targetType: "provider",
      targetId: codeName,
      before: { float_floors: Object.fromEntries(Object.keys(floors).map((currency) => [currency, before[currency] ?? null])) },
      after: { float_floors: floors },
    });
  });
}
