import { hasScope } from "../../../domain/accounts/scopes";
import { API_SCOPES, normalizedScopes } from "../../../domain/events/api-scopes";
import { createTestDatabase, type TestDatabase } from "../../support/database";

/** The API scopes, derived from the resources' declarations, and the table that stores a token's. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("API scopes", () => {
  it("are read, then the scope each resource declares, each once, as they were when listed by hand", () => {
    expect(API_SCOPES).toEqual(["read", "collections", "payouts", "refunds", "conversions"]);
  });

  it("are exactly what the auth_tokens table accepts, so a resource declaring a new scope needs its migration", async () => {
    const { rows } = await database.db.raw(
      "SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'auth_tokens_scopes_check'",
    );
    const accepted = [...(rows[0].definition as string).matchAll(/'([a-z_]+)'::text/g)].map((match) => match[1]);
    expect(accepted.sort()).toEqual([...API_SCOPES].sort());
  });

  it("keeps a token's scopes in their canonical order, each once", () => {
    expect(normalizedScopes(["refunds", "read", "refunds"])).toEqual(["read", "refunds"]);
  });

  it("lets a session token do everything and an API token only what it was given", () => {
    expect(hasScope({ kind: "session", scopes: [] }, "session")).toBe(true);
    expect(hasScope({ kind: "session", scopes: [] }, "payouts")).toBe(true);
    expect(hasScope({ kind: "api", scopes: ["read", "payouts"] }, "payouts")).toBe(true);
    expect(hasScope({ kind: "api", scopes: ["read", "payouts"] }, "refunds")).toBe(false);
    expect(hasScope({ kind: "api", scopes: [...API_SCOPES] }, "session")).toBe(false);
  });
});
