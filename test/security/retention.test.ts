import { randomBytes } from "node:crypto";
import { logger } from "../../lib/logger";
import { startRetentionSweeper } from "../../worker/retention-sweeper";
import { createTestDatabase, type TestDatabase } from "../support/database";

// Issue 8, item 3: every table an unauthenticated caller can write to is bounded by retention.
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const email = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.com`;

async function unverifiedAccount(createdAt: Date) {
  const [user] = await database
    .db("users")
    .insert({ email: email("pending"), password_hash: null, created_at: createdAt })
    .returning("*");
  return user.id as string;
}

describe("the retention sweep", () => {
  it("deletes what has outlived its use and keeps the rest", async () => {
    const db = database.db;
    await db("rate_limits").insert([
      { key: "signup:email:expired", points: 1, expire: Date.now() - 1000 },
      { key: "signup:email:live", points: 1, expire: Date.now() + 60_000 },
    ]);
    await db("webhook_verification_failures").insert([
      { provider_code_name: "sandbox", reason: "old", body_sha256: "0", body_size: 1, received_at: daysAgo(31) },
      { provider_code_name: "sandbox", reason: "recent", body_sha256: "0", body_size: 1, received_at: daysAgo(1) },
    ]);
    const abandoned = await unverifiedAccount(daysAgo(2));
    await db("signups").insert({ user_id: abandoned, password_hash: "x", temp_key_hash: "x", expires_at: daysAgo(1) });
    const pending = await unverifiedAccount(new Date());
    await db("signups").insert({ user_id: pending, password_hash: "x", temp_key_hash: "x", expires_at: daysAgo(-1) });
    const [verified] = await db("users")
      .insert({ email: email("verified"), password_hash: "x", created_at: daysAgo(40), email_verified_at: daysAgo(40) })
      .returning("id");
    await db("auth_tokens").insert([
      { user_id: verified.id, kind: "session", token_key: "sk_dead", token_hash: "x", expires_at: daysAgo(31) },
      {
        user_id: verified.id,
        kind: "session",
        token_key: "sk_revoked",
        token_hash: "x",
        expires_at: daysAgo(-1),
        revoked_at: daysAgo(31),
      },
      { user_id: verified.id, kind: "api", token_key: "ak_live", token_hash: "x", expires_at: daysAgo(-60) },
    ]);
    await db("one_time_codes").insert([
      { user_id: verified.id, purpose: "password_reset", code_hash: "dead", expires_at: daysAgo(2) },
      { user_id: verified.id, purpose: "password_reset", code_hash: "live", expires_at: daysAgo(-1) },
    ]);

    const sweeper = startRetentionSweeper({ db, logger }, { intervalMs: 3_600_000 });
    try {
      await sweeper.runOnce();
    } finally {
      await sweeper.stop();
    }

    expect(await db("rate_limits").pluck("key")).toEqual(["signup:email:live"]);
    expect(await db("webhook_verification_failures").pluck("reason")).toEqual(["recent"]);
    expect(await db("users").where({ id: abandoned }).first()).toBeUndefined();
    expect(await db("signups").where({ user_id: pending })).toHaveLength(1);
    expect(await db("users").where({ id: pending }).first()).toBeDefined();
    expect(await db("users").where({ id: verified.id }).first()).toBeDefined();
    expect(await db("one_time_codes").where({ user_id: verified.id }).pluck("code_hash")).toEqual(["live"]);
    expect(await db("auth_tokens").where({ user_id: verified.id }).pluck("token_key")).toEqual(["ak_live"]);
  });
});
