import type { Knex } from "knex";
import { createDb, type Db } from "../../db/connection";
import { MAX_PREPARED_PER_CONNECTION } from "../../db/prepared-statements";
import { createTestDatabase, type TestDatabase } from "../support/database";

/** The database handle prepares each parameterised statement once per connection (db/prepared-statements.ts). */
let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { min: 1, max: 1 }); // one connection: what it has prepared is what this test sees
  await db.raw("CREATE TABLE prepared_probe (id int PRIMARY KEY, a text)");
  await db("prepared_probe").insert({ id: 1, a: "x" });
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const prepared = async (): Promise<string[]> =>
  (await db.raw("SELECT statement FROM pg_prepared_statements")).rows.map((row: { statement: string }) => row.statement);

it("prepares a parameterised statement once and runs it again by name; one without parameters is not prepared", async () => {
  const before = (await prepared()).length;
  for (let run = 0; run < 3; run++) expect(await db("prepared_probe").where({ id: 1 }).first()).toEqual({ id: 1, a: "x" });
  await db.raw("SELECT count(*) FROM prepared_probe");
  const statements = await prepared();
  expect(statements.filter((text) => text.includes('from "prepared_probe" where "id" = $1'))).toHaveLength(1);
  expect(statements.some((text) => text.includes("SELECT count(*) FROM prepared_probe"))).toBe(false);
  expect(statements.length).toBeGreaterThan(before);
});

it("prepares a statement again when a migration changed its columns: at once outside a transaction, on the retry inside one", async () => {
  const read = (executor: Knex | Knex.Transaction) => executor("prepared_probe").where({ id: 1 }).first();
  expect(await read(db)).toEqual({ id: 1, a: "x" });
  await db.raw("ALTER TABLE prepared_probe ADD COLUMN b text DEFAULT 'b'");
  expect(await read(db)).toEqual({ id: 1, a: "x", b: "b" });

  await db.raw("ALTER TABLE prepared_probe ADD COLUMN c text DEFAULT 'c'");
  await expect(db.transaction((trx) => read(trx))).rejects.toMatchObject({ code: "0A000" });
  expect(await db.transaction((trx) => read(trx))).toEqual({ id: 1, a: "x", b: "b", c: "c" });
});

it(`keeps at most ${MAX_PREPARED_PER_CONNECTION} statements prepared on a connection; past them, statements run unprepared`, async () => {
  const sum = (index: number) => `SELECT $1::int + ${index} AS sum`;
  for (let index = 0; index < MAX_PREPARED_PER_CONNECTION + 20; index++) {
    expect((await db.raw(sum(index).replace("$1", "?"), [1])).rows[0].sum).toBe(1 + index);
  }
  const statements = new Set(await prepared());
  expect(statements.has(sum(0))).toBe(true);
  expect(statements.has(sum(MAX_PREPARED_PER_CONNECTION + 19))).toBe(false);
  expect([...statements].filter((text) => text.endsWith("AS sum")).length).toBeLessThan(MAX_PREPARED_PER_CONNECTION);
});
