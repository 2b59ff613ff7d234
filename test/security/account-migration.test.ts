import { migrationSource } from "../../db/migrations";
import { createTestDatabase, type TestDatabase } from "../support/database";

// Migration 007 converts the rows written before it: an unverified account's password and temp_key
// become its one pending sign-up, and live codes (plain SHA-256 digests) are expired.
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

it("moves unverified accounts' passwords into sign-ups and expires live legacy codes", async () => {
  const db = database.db;
  await db.migrate.down({ migrationSource });
  const [pending] = await db("users")
    .insert({ email: "pending@example.com", password_hash: "$2b$04$pending", signup_key_hash: "a".repeat(64) })
    .returning("*");
  const [verified] = await db("users")
    .insert({ email: "verified@example.com", password_hash: "$2b$04$verified", email_verified_at: new Date() })
    .returning("*");
  await db("one_time_codes").insert({
    user_id: pending.id,
    purpose: "verify_email",
    code_hash: "b".repeat(64),
    expires_at: new Date(Date.now() + 600_000),
  });

  await db.migrate.latest({ migrationSource });

  const [signup] = await db("signups").where({ user_id: pending.id });
  expect(signup).toMatchObject({ password_hash: "$2b$04$pending", temp_key_hash: "a".repeat(64) });
  expect((await db("users").where({ id: pending.id }).first()).password_hash).toBeNull();
  expect((await db("users").where({ id: verified.id }).first()).password_hash).toBe("$2b$04$verified");
  expect(await db("signups").where({ user_id: verified.id })).toEqual([]);
  const [code] = await db("one_time_codes").where({ user_id: pending.id });
  expect(code.signup_id).toBe(signup.id);
  expect(code.expires_at.getTime()).toBeLessThanOrEqual(Date.now());
});
