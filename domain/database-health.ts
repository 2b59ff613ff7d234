import type { Knex } from "knex";

/** Whether PostgreSQL answers a trivial query: the database half of the readiness probe. */
export async function databaseAnswers(db: Knex): Promise<boolean> {
  try {
    await db.raw("select 1");
    return true;
  } catch {
    return false;
  }
}
