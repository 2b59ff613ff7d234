import type { Knex } from "knex";

/**
 * One concept, one name: the table of payments (a collection at the provider, a transaction in the public API) is
 * `payments`, as its kind, its workflow and its ledger entries are named. Its own indexes, constraints and sequences
 * are renamed with it; the API's paths, fields and event types keep `transaction`.
 *
 * `transactions` stays, as a view of `payments` that PostgreSQL updates through (reads, inserts, updates, row locks),
 * for the instances older than this migration that still run during a rolling deploy. A later release drops it, once
 * none does (docs/operations.md).
 */
export async function up(knex: Knex): Promise<void> {
  await rename(knex, "transactions", "payments");
  await knex.raw("CREATE VIEW transactions AS SELECT * FROM payments");
  await knex.raw(
    "COMMENT ON VIEW transactions IS 'payments under its name before migration 043, for instances older than it; dropped by a later release'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP VIEW transactions");
  await rename(knex, "payments", "transactions");
}

async function rename(knex: Knex, from: string, to: string): Promise<void> {
  await knex.raw(`ALTER TABLE ${from} RENAME TO ${to}`);
  // Constraints first: renaming one that owns an index renames the index too.
  const constraints = await knex.raw(
    `SELECT conname FROM pg_constraint WHERE conrelid = ?::regclass AND conname LIKE ? ORDER BY conname`,
    [to, `${from}\\_%`],
  );
  for (const { conname } of constraints.rows as Array<{ conname: string }>) {
    await knex.raw("ALTER TABLE ?? RENAME CONSTRAINT ?? TO ??", [to, conname, to + conname.slice(from.length)]);
  }
  const relations = await knex.raw(
    `SELECT c.relname, c.relkind FROM pg_class c
      WHERE c.relname LIKE ? AND c.relkind IN ('i', 'S')
        AND (c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = ?::regclass)
             OR c.oid IN (SELECT objid FROM pg_depend WHERE refobjid = ?::regclass AND deptype = 'a'))
      ORDER BY c.relname`,
    [`${from}\\_%`, to, to],
  );
  for (const { relname, relkind } of relations.rows as Array<{ relname: string; relkind: string }>) {
    await knex.raw(`ALTER ${relkind === "i" ? "INDEX" : "SEQUENCE"} ?? RENAME TO ??`, [relname, to + relname.slice(from.length)]);
  }
}
