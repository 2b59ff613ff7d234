import type { Knex } from "knex";

/** The staff audit also records what the service does by policy on its own (a late success refunded or held): no actor. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE staff_audit_log ALTER COLUMN actor_id DROP NOT NULL");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DELETE FROM staff_audit_log WHERE actor_id IS NULL");
  await knex.raw("ALTER TABLE staff_audit_log ALTER COLUMN actor_id SET NOT NULL");
}
