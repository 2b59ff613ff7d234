import { migrationSource } from "../../db/migrations";
import { createTestDatabase, type TestDatabase } from "../support/database";

// Migration 037 gives every merchant that existed before teams its one user as `owner`: nothing else changes
// for them (their tokens are theirs, their role allows everything).
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

it("makes each existing merchant's user its owner, and rolls back", async () => {
  const db = database.db;
  await db.migrate.down({ migrationSource, name: "037_members" });
  expect(await db.schema.hasTable("merchant_members")).toBe(false);
  const [user] = await db("users")
    .insert({ email: "shop-owner@example.com", password_hash: "$2b$04$owner", email_verified_at: new Date() })
    .returning("*");
  const [other] = await db("users").insert({ email: "no-profile@example.com", password_hash: "$2b$04$other" }).returning("*");
  const [merchant] = await db("merchants")
    .insert({ user_id: user.id, name: "Old Shop", email: "shop@example.com", phone: "+243812345678", country: "CD" })
    .returning("*");

  await db.migrate.latest({ migrationSource });

  const members = await db("merchant_members").whereIn("user_id", [user.id, other.id]);
  expect(members).toEqual([expect.objectContaining({ merchant_id: merchant.id, user_id: user.id, role: "owner" })]);
  expect((await db("money_out_controls").columnInfo()).second_approver).toBeDefined();
  expect((await db("payouts").columnInfo()).created_by).toBeDefined();
});
