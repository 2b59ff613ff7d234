import type { Knex } from "knex";

/**
 * Money-out controls (issue 28): per merchant, an IP allowlist, daily limits and approval thresholds per
 * currency, with every change kept (who, from where, before and after). A payout over its merchant's
 * threshold waits for approval: `approval_status` says where it is, `approved_by`/`approved_at` who and when.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("money_out_controls", (table) => {
    table.uuid("merchant_id").primary().references("merchants.id").onDelete("CASCADE");
    table.specificType("ip_allowlist", "text[]").notNullable().defaultTo("{}");
    table.jsonb("daily_limits").notNullable().defaultTo("{}");
    table.jsonb("approval_above").notNullable().defaultTo("{}");
    table.uuid("updated_by").references("users.id");
    table.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable("money_out_control_changes", (table) => {
    table.bigIncrements("id");
    table.uuid("merchant_id").notNullable().references("merchants.id").onDelete("CASCADE");
    table.uuid("actor_id").notNullable().references("users.id");
    table.text("source_address").notNullable();
    table.jsonb("before").notNullable();
    table.jsonb("after").notNullable();
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(["merchant_id", "id"]);
  });

  await knex.raw(
    `ALTER TABLE payouts
       ADD COLUMN approval_status text NOT NULL DEFAULT 'not_required'
         CONSTRAINT payouts_approval_status_check CHECK (approval_status IN ('not_required', 'awaiting_approval', 'approved')),
       ADD COLUMN approved_by uuid REFERENCES users(id),
       ADD COLUMN approved_at timestamptz`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE payouts DROP COLUMN approved_at, DROP COLUMN approved_by, DROP COLUMN approval_status");
  await knex.schema.dropTable("money_out_control_changes");
  await knex.schema.dropTable("money_out_controls");
}
