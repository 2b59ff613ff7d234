import type { Knex } from "knex";

/**
 * A merchant's team: a member per (merchant, user) with a role, a user belonging to one merchant at most;
 * invitations by a 6-digit code (only its SHA-256 kept, attempts counted); the money-out control
 * `second_approver`; and who created a payout. Every existing merchant's user becomes its `owner`, and its
 * payouts are recorded as created by that user.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE merchant_members (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
      user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'developer', 'finance', 'viewer')),
      joined_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw("CREATE INDEX merchant_members_merchant ON merchant_members (merchant_id, role)");
  await knex.raw(`
    INSERT INTO merchant_members (merchant_id, user_id, role, joined_at)
    SELECT id, user_id, 'owner', created_at FROM merchants`);

  await knex.raw(`
    CREATE TABLE merchant_invitations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
      email text NOT NULL,
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'developer', 'finance', 'viewer')),
      code_hash text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      invited_by uuid NOT NULL REFERENCES users (id),
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw("CREATE INDEX merchant_invitations_email ON merchant_invitations (lower(email), created_at DESC)");

  await knex.raw("ALTER TABLE money_out_controls ADD COLUMN second_approver boolean NOT NULL DEFAULT false");
  await knex.raw("ALTER TABLE payouts ADD COLUMN created_by uuid REFERENCES users (id)");
  await knex.raw("UPDATE payouts SET created_by = merchants.user_id FROM merchants WHERE merchants.id = payouts.merchant_id");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE payouts DROP COLUMN created_by");
  await knex.raw("ALTER TABLE money_out_controls DROP COLUMN second_approver");
  await knex.raw("DROP TABLE merchant_invitations");
  await knex.raw("DROP TABLE merchant_members");
}
