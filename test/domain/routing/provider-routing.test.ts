import { wakeWaitingPayouts } from "../../../domain/payouts/waiting-payouts";
import { changeProviderRouting, providersStanding } from "../../../domain/routing/provider-routing";
import { NotFoundError, ValidationError } from "../../../lib/errors";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createStaff, insertProvider } from "../../support/fixtures";

/** Staff's routing change of a provider, with its audit row, against PostgreSQL. */

let database: TestDatabase;
let staffId: string;
const registered = new Set(["alpha", "beta"]);
const isRegistered = (codeName: string) => registered.has(codeName);
const woken: string[][] = [];
const payouts = { wakeQueuedPayouts: async (references: string[]) => void woken.push(references) };
const wake = () => wakeWaitingPayouts(database.db, payouts);

beforeAll(async () => {
  database = await createTestDatabase();
  staffId = (await createStaff(database.db)).user.id;
  await insertProvider(database.db, "alpha", { priority: 1 });
  await insertProvider(database.db, "beta", { priority: 2 });
  await insertProvider(database.db, "sandbox", { builtin: true, priority: 0 });
  await insertProvider(database.db, "gone", { priority: 3 });
});
afterAll(() => database.drop());

const auditOf = (codeName: string) =>
  database
    .db("staff_audit_log")
    .where({ target_type: "provider", target_id: codeName })
    .select("actor_id", "action", "before", "after");

describe("changing a provider's routing", () => {
  it("writes the change, hands the provider to staff, and audits before and after in the same transaction", async () => {
    const standing = await changeProviderRouting(database.db, wake, isRegistered, staffId, "beta", {
      priority: 0,
      enabled: false,
    });
    expect(standing).toMatchObject({ code_name: "beta", priority: 0, enabled: false, managed_by: "staff" });
    expect(standing.lastHour).toEqual({ initiations: 0, successes: 0, latency_ms: { p50: null, p95: null, p99: null } });
    expect(await auditOf("beta")).toEqual([
      {
        actor_id: staffId,
        action: "provider.update",
        before: { priority: 2, enabled: true },
        after: { priority: 0, enabled: false },
      },
    ]);
    const order = (await providersStanding(database.db)).map((provider) => provider.code_name);
    expect(order).toEqual(["beta", "sandbox", "alpha", "gone"]);
    expect(woken).toEqual([[]]);
  });

  it.each([
    ["sandbox", "The built-in sandbox provider cannot be changed."],
    ["gone", "This provider is no longer in the providers file."],
  ])("refuses %s, changing and auditing nothing", async (codeName, message) => {
    const error = await changeProviderRouting(database.db, wake, isRegistered, staffId, codeName, { enabled: false }).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details).toEqual({ enabled: message });
    expect(await database.db("providers").where({ code_name: codeName }).first()).toMatchObject({
      enabled: true,
      managed_by: "file",
    });
    expect(await auditOf(codeName)).toEqual([]);
  });

  it("is a NotFoundError for an unknown provider", async () => {
    await expect(
      changeProviderRouting(database.db, wake, isRegistered, staffId, "nobody", { priority: 1 }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
