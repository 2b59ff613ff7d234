import type { Knex } from "knex";

/**
 * The client address each team change came from (`ctx.ip`, X-Forwarded-For only through TRUSTED_PROXIES), and
 * a new action: an owner or admin revoking a member's API token, naming the token's key. Rows written before have
 * no address.
 */
const ACTIONS = ["invitation.created", "invitation.cancelled", "member.joined", "member.role_changed", "member.removed"];

const actionCheck = (actions: string[]) =>
  `ALTER TABLE merchant_audit ADD CONSTRAINT merchant_audit_action_check CHECK (action IN (${actions.map((action) => `'${action}'`).join(", ")}))`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE merchant_audit ADD COLUMN client_address text, ADD COLUMN token_key text");
  await knex.raw("ALTER TABLE merchant_audit DROP CONSTRAINT merchant_audit_action_check");
  await knex.raw(actionCheck([...ACTIONS, "api_token.revoked"]));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DELETE FROM merchant_audit WHERE action = 'api_token.revoked'");
  await knex.raw("ALTER TABLE merchant_audit DROP CONSTRAINT merchant_audit_action_check");
  await knex.raw(actionCheck(ACTIONS));
  await knex.raw("ALTER TABLE merchant_audit DROP COLUMN client_address, DROP COLUMN token_key");
}
