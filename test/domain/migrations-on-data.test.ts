import { randomBytes } from "node:crypto";
import knex from "knex";
import { createDb, type Db } from "../../db/connection";
import { migrationSource } from "../../db/migrations";
import { backfillWallet } from "../../db/migrations/020_ledger_balances";
import { verifyLedger } from "../../domain/ledger/verify";
import { withDatabase } from "../support/urls";

/**
 * Migrations on data written before them, one database taken forward step by step: 020_ledger_balances
 * (sandbox lines of a promoted account move to its sandbox wallet, not lost; kept and running balances
 * backfilled to what the lines say) and 023_raw_callback_operation.
 */

const adminUrl = () => process.env.TEST_ADMIN_DATABASE_URL!;
const name = `payments_m_${process.env.TEST_RUN_ID}_${randomBytes(5).toString("hex")}`;
let db: Db;

const migrateTo = (last: string) =>
  db.migrate.latest({
    migrationSource: {
      ...migrationSource,
      getMigrations: async () => (await migrationSource.getMigrations([])).filter(([migration]) => migration <= last),
    },
  });

beforeAll(async () => {
  const admin = knex({ client: "pg", connection: adminUrl(), pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  await admin.destroy();
  db = createDb(withDatabase(adminUrl(), name));
});
afterAll(async () => {
  await db.destroy();
  const admin = knex({ client: "pg", connection: adminUrl(), pool: { min: 0, max: 1 } });
  await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.destroy();
});

const line = (reference: string, kind: string, account: string, amount: string, walletId: string | null) => ({
  reference,
  kind,
  account,
  amount,
  currency: "CDF",
  wallet_id: walletId,
});

const transaction = (merchantId: string, reference: string, accountType: string) => ({
  reference,
  merchant_id: merchantId,
  merchant_reference: reference,
  amount: "1000.00",
  fee: "0.00",
  net_amount: "1000.00",
  currency: "CDF",
  service: "MPESA",
  customer_number: "+243812345678",
  callback_url: "https://shop.example.com/cb",
  account_type: accountType,
  transaction_status: "Success",
});

it("moves a promoted account's sandbox money to its sandbox wallet and backfills every balance, exactly as verify recomputes them", async () => {
  await migrateTo("019_refund_reason");
  const [user] = await db("users")
    .insert({ email: "shop@example.com", password_hash: "x", type: "merchant", account_type: "prod" })
    .returning("id");
  const [merchant] = await db("merchants")
    .insert({ user_id: user.id, name: "Shop", email: "shop@example.com", phone: "+243812345678", country: "CD" })
    .returning("id");
  const [wallet] = await db("wallets").insert({ merchant_id: merchant.id, currency: "CDF" }).returning("id");
  // Before promotion: three sandbox payments of 1000.00; after it: one live payment and a live payout of 300.00 (+3.00 fee).
  const lines = [];
  for (let i = 0; i < 3; i++) {
    const reference = `TXSBX${i}`;
    await db("transactions").insert(transaction(merchant.id, reference, "sandbox"));
    lines.push(
      line(reference, "payment", "provider_clearing", "-1000.00", null),
      line(reference, "payment", "merchant_wallet", "1000.00", wallet.id),
    );
  }
  await db("transactions").insert(transaction(merchant.id, "TXLIVE", "prod"));
  lines.push(
    line("TXLIVE", "payment", "provider_clearing", "-1000.00", null),
    line("TXLIVE", "payment", "merchant_wallet", "1000.00", wallet.id),
  );
  await db("payouts").insert({
    reference: "POLIVE",
    merchant_id: merchant.id,
    merchant_reference: "po-1",
    account_type: "prod",
    amount: "300.00",
    fee: "3.00",
    currency: "CDF",
    service: "MPESA",
    recipient_number: "+243812345600",
    callback_url: "https://shop.example.com/cb",
  });
  lines.push(
    line("POLIVE", "payout_hold", "merchant_wallet", "-303.00", wallet.id),
    line("POLIVE", "payout_hold", "merchant_pending", "303.00", wallet.id),
  );
  await db("ledger_entries").insert(lines);

  await migrateTo("020_ledger_balances");

  const wallets = await db("wallets").where({ merchant_id: merchant.id, currency: "CDF" }).orderBy("mode");
  expect(wallets.map(({ mode, available, pending }) => ({ mode, available, pending }))).toEqual([
    { mode: "live", available: "697.00", pending: "303.00" },
    { mode: "sandbox", available: "3000.00", pending: "0.00" },
  ]);
  const sandboxLines = await db("ledger_entries").where({ wallet_id: wallets[1].id }).orderBy("id");
  expect(sandboxLines.map((entry) => entry.balance_after)).toEqual(["1000.00", "2000.00", "3000.00"]);
  const liveLines = await db("ledger_entries").where({ wallet_id: wallets[0].id }).orderBy("id");
  expect(liveLines.map(({ kind, balance_after, available_after }) => ({ kind, balance_after, available_after }))).toEqual([
    { kind: "payment", balance_after: "1000.00", available_after: "1000.00" },
    { kind: "payout_hold", balance_after: "1000.00", available_after: "697.00" },
    { kind: "payout_hold", balance_after: "1000.00", available_after: "697.00" },
  ]);
  expect(await verifyLedger(db)).toMatchObject({ ok: true, wallets: 2, lines: 10 });
});

it("backfills the same balances batch by batch, an entry never split across two batches", async () => {
  const walletIds: string[] = await db("wallets").pluck("id");
  const stored = await db("ledger_entries").orderBy("id").select("id", "balance_after", "available_after");
  await db("ledger_entries").update({ balance_after: null, available_after: null });
  await db("wallets").update({ available: 0, pending: 0 });
  for (const walletId of walletIds) await backfillWallet(db, walletId, 1);
  expect(await db("ledger_entries").orderBy("id").select("id", "balance_after", "available_after")).toEqual(stored);
  expect(await verifyLedger(db)).toMatchObject({ ok: true });
});

it("023 names the operation of every stored provider webhook: a refund's by its result, a payout's by its reference", async () => {
  await migrateTo("022_money_out_controls");
  const stored = (reference: string, result: object | null) => ({
    provider_code_name: "alpha",
    event_id: `ev-${reference}-${result ? "r" : "i"}`,
    reference,
    raw_body: "{}",
    headers: "{}",
    payload: "{}",
    result: result ? JSON.stringify(result) : null,
    source_address: "127.0.0.1",
  });
  const paid = { status: "Success", amount: "300.00", currency: "CDF", providerReference: "p1", customerNumber: "+243812345600" };
  await db("raw_callbacks").insert([
    stored("TXLIVE", paid),
    stored("TXLIVE", null),
    stored("POLIVE", paid),
    stored("RFSOME", { status: "Success", amount: "1.00", currency: "CDF", providerReference: "r1" }),
  ]);
  await migrateTo("023_raw_callback_operation");
  const rows = await db("raw_callbacks").orderBy("seq").select("reference", "operation");
  expect(rows).toEqual([
    { reference: "TXLIVE", operation: "collection" },
    { reference: "TXLIVE", operation: "collection" },
    { reference: "POLIVE", operation: "disbursement" },
    { reference: "RFSOME", operation: "refund" },
  ]);
});

it("024 moves the three kinds' events into one table, in the order they happened, each with its merchant", async () => {
  const merchantId = (await db("merchants").first("id")).id;
  const at = (second: number) => new Date(Date.UTC(2026, 10, 1, 10, 0, second));
  await db("payout_events").insert({ reference: "POLIVE", from_status: null, to_status: "Pending", created_at: at(2) });
  await db("transaction_events").insert([
    { reference: "TXLIVE", from_status: null, to_status: "Pending", created_at: at(1) },
    {
      reference: "TXLIVE",
      from_status: "Pending",
      to_status: "Processing",
      details: { provider_reference: "p1" },
      created_at: at(3),
    },
  ]);
  await migrateTo("024_movement_events");
  const events = await db("movement_events")
    .orderBy("id")
    .select("resource_type", "reference", "merchant_id", "to_status", "details", "data");
  expect(events).toEqual([
    { resource_type: "transaction", reference: "TXLIVE", merchant_id: merchantId, to_status: "Pending", details: {}, data: null },
    { resource_type: "payout", reference: "POLIVE", merchant_id: merchantId, to_status: "Pending", details: {}, data: null },
    {
      resource_type: "transaction",
      reference: "TXLIVE",
      merchant_id: merchantId,
      to_status: "Processing",
      details: { provider_reference: "p1" },
      data: null,
    },
  ]);
  expect(await db.schema.hasTable("transaction_events")).toBe(false);
});
