import { LEDGER_ACCOUNTS, LEDGER_ENTRY_KINDS } from "../../../domain/ledger/entries";
import { createTestDatabase, type TestDatabase } from "../../support/database";

/**
 * The ledger's chart (its accounts and entry kinds) is its own vocabulary, below every kind of money movement; the
 * table checks it too. A kind that books a new entry kind or account adds it to both, and this says so if one is
 * missing.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function acceptedBy(constraint: string): Promise<string[]> {
  const { rows } = await database.db.raw("SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = ?", [
    constraint,
  ]);
  expect(rows).toHaveLength(1);
  return [...(rows[0].definition as string).matchAll(/'([a-z_]+)'::text/g)].map((match) => String(match[1])).sort();
}

it("lists exactly the entry kinds ledger_entries accepts", async () => {
  expect(await acceptedBy("ledger_entries_kind_check")).toEqual([...LEDGER_ENTRY_KINDS].sort());
});

it("lists exactly the accounts ledger_entries accepts", async () => {
  expect(await acceptedBy("ledger_entries_account_check")).toEqual([...LEDGER_ACCOUNTS].sort());
});
