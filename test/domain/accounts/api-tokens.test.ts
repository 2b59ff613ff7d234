import { issueApiToken } from "../../../domain/accounts/api-tokens";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant } from "../../support/fixtures";

/** An API token without a scope is refused as the merchant's mistake (a 400), before the table's check would be. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it("refuses an API token with no scope, naming the field, and stores nothing", async () => {
  const { user } = await createMerchant(database.db);
  const apiTokens = () => database.db("auth_tokens").where({ user_id: user.id, kind: "api" }).count({ n: "*" });
  const before = await apiTokens();
  await expect(issueApiToken(database.db, { id: user.id, profile_completed: true }, { scopes: [] })).rejects.toMatchObject({
    status: 400,
    code: "validation_error",
    details: { scopes: "Choose at least one scope." },
  });
  expect(await apiTokens()).toEqual(before);
  const issued = await issueApiToken(database.db, { id: user.id, profile_completed: true }, { scopes: ["read"] });
  expect(issued.record.scopes).toEqual(["read"]);
});
