import type { Knex } from "knex";

/** Who resolved a transaction by hand, from which state, to which, and why: written with the state change. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("staff_resolutions", (table) => {
    table.bigIncrements("id");
    table.text("reference").notNullable().references("transactions.reference");
    table.uuid("staff_user_id").notNullable().references("users.id");
    table.text("previous_status").notNullable();
    table.text("transaction_status").notNullable().checkIn(["Success", "Failed"]);
    table.text("reason").notNullable();
    table.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(["reference"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("staff_resolutions");
}
