import type { Knex } from "knex";

/**
 * A merchant's audit trail of its team's changes: who acted (`actor_id`), what they did (`action`) and to whom
 * (`subject_email`, with the role before and after where a role is concerned). Kept apart from
 * `money_out_control_changes`, whose rows are before/after snapshots of the controls themselves.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE merchant_audit (
      id bigserial PRIMARY KEY,
      merchant_id uuid NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
      actor_id uuid NOT NULL REFERENCES users (id),
      action text NOT NULL CHECK (action IN (
        'invitation.created', 'invitation.cancelled', 'member.joined', 'member.role_changed', 'member.removed'
      )),
      subject_email text NOT NULL,
      role_before text,
      role_after text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw("CREATE INDEX merchant_audit_merchant ON merchant_audit (merchant_id, created_at DESC, id DESC)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE merchant_audit");
}
