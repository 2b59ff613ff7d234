import type { Knex } from "knex";

/** An owner or admin cancels a pending invitation: `cancelled_at` set, its code refused from then on. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE merchant_invitations ADD COLUMN cancelled_at timestamptz");
  await knex.raw("CREATE INDEX merchant_invitations_merchant ON merchant_invitations (merchant_id, created_at DESC)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX merchant_invitations_merchant");
  await knex.raw("ALTER TABLE merchant_invitations DROP COLUMN cancelled_at");
}
