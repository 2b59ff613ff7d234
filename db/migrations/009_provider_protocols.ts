import type { Knex } from "knex";

/**
 * `providers.protocol` was checked against the two protocols of 002. The protocols are now one list in
 * the application (providers/protocols.ts) and only the registry writes the column, from the validated
 * providers file: a new protocol needs no migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE providers DROP CONSTRAINT providers_protocol_check");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE providers ADD CONSTRAINT providers_protocol_check CHECK (protocol IN ('sealed', 'signed'))");
}
