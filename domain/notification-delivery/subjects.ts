import type { Knex } from "knex";
import type { NotificationSubject } from "../core/notification-subject";
import { MOVEMENT_KINDS } from "../movement-kinds/registry";

/** The movement `reference` names, of whichever kind, as its notification needs it; undefined when none has it. */
export async function notificationSubject(db: Knex, reference: string): Promise<NotificationSubject | undefined> {
  for (const kind of MOVEMENT_KINDS) {
    const row = await kind.find(db, reference);
    if (row) return kind.notification(row);
  }
  return undefined;
}
