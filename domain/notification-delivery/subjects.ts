import type { Knex } from "knex";
import { checkoutSubject } from "../checkouts/checkout-notification";
import type { NotificationSubject } from "../core/notification-subject";
import { MOVEMENT_KINDS } from "../movement-kinds/registry";

type SubjectSource = (db: Knex, reference: string) => Promise<NotificationSubject | undefined>;

/** Every resource a merchant is notified of: each kind of money movement, and a checkout (paid or expired). */
const SUBJECT_SOURCES: readonly SubjectSource[] = [
  ...MOVEMENT_KINDS.map(
    (kind): SubjectSource =>
      async (db, reference) => {
        const row = await kind.find(db, reference);
        return row && kind.notification(row);
      },
  ),
  checkoutSubject,
];

/** The resource `reference` names, of whichever kind, as its notification needs it; undefined when none has it. */
export async function notificationSubject(db: Knex, reference: string): Promise<NotificationSubject | undefined> {
  for (const subjectOf of SUBJECT_SOURCES) {
    const subject = await subjectOf(db, reference);
    if (subject) return subject;
  }
  return undefined;
}
