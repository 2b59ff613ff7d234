import type { Knex } from "knex";

const OPERATIONS = ["initiate", "query", "disburse", "disbursement_query", "refund", "refund_query"];

/** A request that a provider send a movement's callback again (pawaPay's resend-callback) is one more recorded exchange. */
export async function up(knex: Knex): Promise<void> {
  await setOperations(knex, [...OPERATIONS, "resend_callback"]);
}

export async function down(knex: Knex): Promise<void> {
  await knex("provider_attempts").where({ operation: "resend_callback" }).delete();
  await setOperations(knex, OPERATIONS);
}

async function setOperations(knex: Knex, operations: string[]): Promise<void> {
  await knex.raw("ALTER TABLE provider_attempts DROP CONSTRAINT provider_attempts_operation_check");
  await knex.raw(
    `ALTER TABLE provider_attempts ADD CONSTRAINT provider_attempts_operation_check CHECK (operation IN (${operations.map((operation) => `'${operation}'`).join(", ")}))`,
  );
}
