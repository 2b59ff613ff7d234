import { randomBytes } from "node:crypto";
import knex from "knex";
import { createDb, type Db } from "../../db/connection";
import { withDatabase } from "./urls";

export interface TestDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

/** A fresh, migrated database of this test file's own, copied from the template global-setup built. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = required("TEST_ADMIN_DATABASE_URL");
  const template = required("TEST_TEMPLATE_DATABASE");
  const name = `payments_t_${required("TEST_RUN_ID")}_${randomBytes(6).toString("hex")}`;
  const admin = knex({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.destroy();
  const url = withDatabase(adminUrl, name);
  const db = createDb(url);
  return {
    url,
    db,
    drop: async () => {
      await db.destroy();
      const cleanup = knex({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
      await cleanup.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.destroy();
    },
  };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through jest's global setup`);
  return value;
}
