import type { Knex } from "knex";
import { RAW_CALLBACK_STATUSES as STATUSES_BEFORE } from "./005_settlement";

/**
 * A stored callback says whether its protocol authenticated it. One it could not (Airtel without a callback key,
 * M-Pesa, Orange) moves nothing by itself: its verdict is `status_query`, the movement's workflow having been asked
 * to put the question to its provider.
 */
export const RAW_CALLBACK_STATUSES = [...STATUSES_BEFORE, "status_query"] as const;

const checkOf = (statuses: readonly string[]) =>
  `CHECK (processing_status IN (${statuses.map((status) => `'${status}'`).join(", ")}))`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE raw_callbacks ADD COLUMN authenticated boolean NOT NULL DEFAULT true");
  await knex.raw("ALTER TABLE raw_callbacks DROP CONSTRAINT raw_callbacks_processing_status_check");
  await knex.raw(
    `ALTER TABLE raw_callbacks ADD CONSTRAINT raw_callbacks_processing_status_check ${checkOf(RAW_CALLBACK_STATUSES)}`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE raw_callbacks DROP CONSTRAINT raw_callbacks_processing_status_check");
  await knex.raw(`ALTER TABLE raw_callbacks ADD CONSTRAINT raw_callbacks_processing_status_check ${checkOf(STATUSES_BEFORE)}`);
  await knex.raw("ALTER TABLE raw_callbacks DROP COLUMN authenticated");
}
