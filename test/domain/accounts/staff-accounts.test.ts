import { changeAccountByStaff } from "../../../domain/accounts/staff-accounts";
import { findUser } from "../../../domain/accounts/users-store";
import { NotFoundError, ValidationError } from "../../../lib/errors";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant, createStaff } from "../../support/fixtures";

/** Staff's changes to an account (promotion, disabling), with their audit rows, against PostgreSQL. */

let database: TestDatabase;
let staffId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  staffId = (await createStaff(database.db)).user.id;
});
afterAll(() => database.drop());

const auditOf = (userId: string) =>
  database
    .db("staff_audit_log")
    .where({ target_type: "user", target_id: userId })
    .select("actor_id", "action", "before", "after");

describe("changing an account as staff", () => {
  it("promotes a sandbox account to prod and audits before and after", async () => {
    const merchant = await createMerchant(database.db);
    const account = await changeAccountByStaff(database.db, staffId, merchant.user.id, { account_type: "prod" });
    expect(account).toMatchObject({ id: merchant.user.id, account_type: "prod", merchant_id: merchant.merchantId });
    expect((await findUser(database.db, merchant.user.id))!.account_type).toBe("prod");
    expect(await auditOf(merchant.user.id)).toEqual([
      { actor_id: staffId, action: "user.update", before: { account_type: "sandbox" }, after: { account_type: "prod" } },
    ]);
  });

  it("disables another account; a staff member cannot disable their own, and nothing is written", async () => {
    const merchant = await createMerchant(database.db);
    await expect(changeAccountByStaff(database.db, staffId, merchant.user.id, { is_active: false })).resolves.toMatchObject({
      is_active: false,
    });
    const error = await changeAccountByStaff(database.db, staffId, staffId, { is_active: false }).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details).toEqual({ is_active: "You cannot disable your own account." });
    expect((await findUser(database.db, staffId))!.is_active).toBe(true);
    expect(await auditOf(staffId)).toEqual([]);
  });

  it("is a NotFoundError for an unknown account, with no audit row", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    await expect(changeAccountByStaff(database.db, staffId, unknown, { account_type: "prod" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await auditOf(unknown)).toEqual([]);
  });
});
