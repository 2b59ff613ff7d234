import type { Knex } from "knex";

/**
 * Scoped API tokens and two-factor sign-in (issue 28). An API token's scopes are stored; a session
 * token has them all, and `session`, whatever its row says. The TOTP secret is sealed with the
 * SecretBox; recovery codes are keyed digests.
 */
export async function up(knex: Knex): Promise<void> {
  // Every existing API token keeps all four, as a token made without `scopes` still gets; a session
  // token's row carries the default too and is never read (a session has every scope, and `session`).
  await knex.raw(
    `ALTER TABLE auth_tokens ADD COLUMN scopes text[] NOT NULL
       DEFAULT ARRAY['read', 'collections', 'payouts', 'refunds']::text[]
       CONSTRAINT auth_tokens_scopes_check CHECK (
         cardinality(scopes) > 0 AND scopes <@ ARRAY['read', 'collections', 'payouts', 'refunds']::text[])`,
  );

  await knex.schema.createTable("totp_credentials", (table) => {
    table.uuid("user_id").primary().references("users.id").onDelete("CASCADE");
    table.text("secret").notNullable();
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("enabled_at", { useTz: true });
    // The last 30 s step accepted: a code of this step or an earlier one is refused (no replay).
    table.bigInteger("last_step");
  });

  await knex.schema.createTable("totp_recovery_codes", (table) => {
    table.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    table.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    table.text("code_hash").notNullable();
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("used_at", { useTz: true });
    table.index(["user_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("totp_recovery_codes");
  await knex.schema.dropTable("totp_credentials");
  await knex.raw("ALTER TABLE auth_tokens DROP COLUMN scopes");
}
