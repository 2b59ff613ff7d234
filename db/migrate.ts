import type { Db } from "./connection";
import { migrationSource } from "./migrations";

export async function migrateLatest(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}
