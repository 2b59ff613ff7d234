import type { Knex } from "knex";

/**
 * Each sign-up keeps its own pending password and temp_key until the address is verified (the users
 * row of an unverified address holds no password); codes are bound to the sign-up that mailed them.
 * Codes become HMAC digests under the server key, so live SHA-256 codes are expired (a resend mails a
 * new one). The new indexes serve the retention sweep.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("signups", (table) => {
    table.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    table.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    table.text("password_hash").notNullable();
    table.text("temp_key_hash").notNullable().comment("sha256 of the temp_key answered to this sign-up");
    table.text("first_name").notNullable().defaultTo("");
    table.text("last_name").notNullable().defaultTo("");
    table.text("phone");
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp("expires_at", { useTz: true }).notNullable();
    table.index(["user_id", "created_at"]);
    table.index(["expires_at"]);
  });
  await knex.schema.alterTable("one_time_codes", (table) => {
    table.uuid("signup_id").references("signups.id").onDelete("SET NULL").comment("the sign-up whose mail carried this code");
    table.index(["expires_at"]);
  });
  await knex.schema.alterTable("users", (table) => {
    table.text("password_hash").nullable().alter();
  });
  await knex.raw(`
    INSERT INTO signups (user_id, password_hash, temp_key_hash, first_name, last_name, phone, created_at, expires_at)
    SELECT id, password_hash, coalesce(signup_key_hash, encode(sha256(gen_random_uuid()::text::bytea), 'hex')),
           first_name, last_name, phone, created_at, greatest(created_at, now()) + interval '1 day'
    FROM users WHERE email_verified_at IS NULL AND NOT is_staff AND password_hash IS NOT NULL`);
  await knex.raw(`
    UPDATE one_time_codes SET signup_id = signups.id FROM signups
    WHERE one_time_codes.user_id = signups.user_id AND one_time_codes.purpose = 'verify_email'`);
  await knex("users").whereNull("email_verified_at").where({ is_staff: false }).update({ password_hash: null });
  await knex.schema.alterTable("users", (table) => table.dropColumn("signup_key_hash"));
  await knex("one_time_codes")
    .whereNull("consumed_at")
    .where("expires_at", ">", knex.fn.now())
    .update({ expires_at: knex.fn.now() });
  await knex.schema.alterTable("rate_limits", (table) => table.index(["expire"]));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("rate_limits", (table) => table.dropIndex(["expire"]));
  await knex.schema.alterTable("users", (table) => table.text("signup_key_hash"));
  await knex.raw(`
    UPDATE users SET password_hash = latest.password_hash, signup_key_hash = latest.temp_key_hash
    FROM (SELECT DISTINCT ON (user_id) * FROM signups ORDER BY user_id, created_at DESC) AS latest
    WHERE users.id = latest.user_id AND users.password_hash IS NULL`);
  // An account activated without a password gets a hash no password matches.
  await knex("users").whereNull("password_hash").update({ password_hash: "!" });
  await knex.schema.alterTable("users", (table) => table.text("password_hash").notNullable().alter());
  await knex.schema.alterTable("one_time_codes", (table) => {
    table.dropIndex(["expires_at"]);
    table.dropColumn("signup_id");
  });
  await knex.schema.dropTableIfExists("signups");
}
