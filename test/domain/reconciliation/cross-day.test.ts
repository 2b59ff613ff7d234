import { reconcileDay } from "../../../domain/reconciliation/reconcile-day";
import type { Statement, StatementLine } from "../../../providers/types";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { createMerchant, insertPayment, insertProvider } from "../../support/fixtures";

/** A payment that settled across midnight: ours on one day, the provider's on the next; reconciled against PostgreSQL. */
let database: TestDatabase;
let reference: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const merchant = await createMerchant(database.db, { accountType: "prod" });
  await insertProvider(database.db, "alpha");
  reference = await insertPayment(database.db, merchant.merchantId, {
    account_type: "prod",
    provider_code_name: "alpha",
    provider_reference: "PA-1",
    transaction_status: "Success",
    completed_at: new Date("2026-11-20T23:59:59Z"),
  });
});
afterAll(() => database.drop());

const settledLine = (): StatementLine => ({
  operation: "collection",
  reference,
  collectionReference: null,
  providerReference: "PA-1",
  status: "Success",
  amount: "10.00",
  currency: "USD",
});
const statement = (date: string, lines: StatementLine[] = []): Statement => ({ date, lines, totals: [] });
const reconcile = (day: string, lines: StatementLine[], neighbours: Statement[]) =>
  reconcileDay(database.db, {
    providerCodeName: "alpha",
    statement: statement(day, lines),
    neighbours,
    closed: true,
    lateSuccessPolicy: "refund",
  });
const exceptionsOf = (day: string) =>
  database.db("reconciliation_exceptions").where({ day }).select("kind", "reference", "resolution", "note");

describe("reconciling across midnight", () => {
  it("records our success missing while the provider's next day is unknown, explains it once the next day shows it, and matches it there", async () => {
    const before = await reconcile("2026-11-20", [], [statement("2026-11-19")]);
    expect(before).toMatchObject({ exceptions: 1, added: 1 });

    const after = await reconcile("2026-11-20", [], [statement("2026-11-19"), statement("2026-11-21", [settledLine()])]);
    expect(after).toMatchObject({ matched: 0, exceptions: 0, added: 0 });
    expect(await exceptionsOf("2026-11-20")).toEqual([
      { kind: "missing_at_provider", reference, resolution: "explained", note: "matched by a later run" },
    ]);

    const nextDay = await reconcile("2026-11-21", [settledLine()], [statement("2026-11-20"), statement("2026-11-22")]);
    expect(nextDay).toMatchObject({ lines: 1, matched: 1, exceptions: 0 });
    expect(await exceptionsOf("2026-11-21")).toEqual([]);
    const again = await reconcile("2026-11-20", [], [statement("2026-11-19"), statement("2026-11-21", [settledLine()])]);
    expect(again).toMatchObject({ exceptions: 0, added: 0 });
  });
});
