import { randomBytes } from "node:crypto";
import knex from "knex";
import { createDb, type Db } from "../../db/connection";
import { migrationSource } from "../../db/migrations";
import { backfillWallet } from "../../db/migrations/020_ledger_balances";
import { commitPending, voidPending } from "../../domain/ledger/pending";
import { post } from "../../domain/ledger/post";
import { verifyLedger } from "../../domain/ledger/verify";
import { withDatabase } from "../support/urls";

/**
 * Migrations on data written before them, one database taken forward step by step: 020_ledger_balances
 * (sandbox lines of a promoted account move to its sandbox wallet, not lost; kept and running balances
 * backfilled to what the lines say), 023_raw_callback_operation, 024_movement_events and 042_pending_postings (holds
 * booked before it, in flight or settled, become pending postings that settle once).
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

it("042 makes every hold booked before it a pending posting: one in flight posts or voids once, a settled one stays settled", async () => {
  await migrateTo("040_merchant_audit");
  const merchantId = (await db("merchants").first("id")).id;
  const walletId = (await db("wallets").where({ merchant_id: merchantId, mode: "live" }).first("id")).id;
  const payout = (reference: string, amount: string, fee: string) => ({
    reference,
    merchant_id: merchantId,
    merchant_reference: reference,
    account_type: "prod",
    amount,
    fee,
    currency: "CDF",
    service: "MPESA",
    recipient_number: "+243812345600",
    callback_url: "https://shop.example.com/cb",
  });
  // The way holds were booked before 042: POLIVE (300.00 + 3.00) is still held; POFAIL was released, POPAID booked.
  await db("payouts").insert([
    payout("POFAIL", "50.00", "0.00"),
    payout("POPAID", "100.00", "1.00"),
    payout("POZERO", "20.00", "0.00"),
  ]);
  const move = (
    reference: string,
    kind: "payout_hold" | "payout_release" | "payout" | "payout_fee",
    from: string,
    to: string,
    minor: bigint,
  ) =>
    db.transaction((trx) =>
      post(trx, {
        reference,
        kind,
        currency: "CDF",
        walletId,
        lines: [
          { account: from as "merchant_wallet", minor: -minor },
          { account: to as "merchant_pending", minor },
        ],
      }),
    );
  await move("POFAIL", "payout_hold", "merchant_wallet", "merchant_pending", 5_000n);
  await move("POFAIL", "payout_release", "merchant_pending", "merchant_wallet", 5_000n);
  await move("POPAID", "payout_hold", "merchant_wallet", "merchant_pending", 10_100n);
  await move("POPAID", "payout", "merchant_pending", "provider_clearing", 10_000n);
  await move("POPAID", "payout_fee", "merchant_pending", "platform_fees", 100n);
  await move("POZERO", "payout_hold", "merchant_wallet", "merchant_pending", 2_000n);

  await migrateTo("042_pending_postings");

  const pending = await db("pending_postings").orderBy("reference").select("reference", "state", "amount", "destinations");
  expect(pending).toEqual([
    {
      reference: "POFAIL",
      state: "voided",
      amount: "50.00",
      destinations: [{ kind: "payout", account: "provider_clearing", amount: "50.00" }],
    },
    {
      reference: "POLIVE",
      state: "pending",
      amount: "303.00",
      destinations: [
        { kind: "payout", account: "provider_clearing", amount: "300.00" },
        { kind: "payout_fee", account: "platform_fees", amount: "3.00" },
      ],
    },
    {
      reference: "POPAID",
      state: "posted",
      amount: "101.00",
      destinations: [
        { kind: "payout", account: "provider_clearing", amount: "100.00" },
        { kind: "payout_fee", account: "platform_fees", amount: "1.00" },
      ],
    },
    {
      reference: "POZERO",
      state: "pending",
      amount: "20.00",
      destinations: [{ kind: "payout", account: "provider_clearing", amount: "20.00" }],
    },
  ]);
  expect(await verifyLedger(db)).toMatchObject({ ok: true });

  const [live, zero, paid] = [
    { reference: "POLIVE", kind: "payout_hold" },
    { reference: "POZERO", kind: "payout_hold" },
    { reference: "POPAID", kind: "payout_hold" },
  ] as const;
  expect(await db.transaction((trx) => commitPending(trx, live))).toBe(true);
  expect(await db.transaction((trx) => commitPending(trx, live))).toBe(false);
  expect(await db.transaction((trx) => voidPending(trx, zero))).toBe(true);
  await expect(db.transaction((trx) => voidPending(trx, paid))).rejects.toThrow("posted, cannot be voided");
  expect(await db("wallets").where({ id: walletId }).first("available", "pending")).toEqual({
    available: "596.00",
    pending: "0.00",
  });
  const booked = await db("ledger_entries").where({ reference: "POLIVE" }).orderBy("id").select("kind", "account", "amount");
  expect(booked.map(({ kind, account, amount }) => `${kind} ${account} ${amount}`)).toEqual([
    "payout_hold merchant_wallet -303.00",
    "payout_hold merchant_pending 303.00",
    "payout merchant_pending -300.00",
    "payout provider_clearing 300.00",
    "payout_fee merchant_pending -3.00",
    "payout_fee platform_fees 3.00",
  ]);
  expect(await verifyLedger(db)).toMatchObject({ ok: true });
});

it("043 renames transactions to payments with their rows, their indexes and constraints; its down renames them back", async () => {
  const before = await db("transactions").orderBy("reference").pluck("reference");
  const ownNames = (table: string) =>
    db
      .raw(
        `SELECT conname AS name FROM pg_constraint WHERE conrelid = ?::regclass
        UNION SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = ?::regclass
        ORDER BY name`,
        [table, table],
      )
      .then(({ rows }: { rows: Array<{ name: string }> }) => rows.map(({ name }) => name));
  const oldNames = await ownNames("transactions");
  expect(oldNames).toContain("transactions_pkey");

  await migrateTo("043_payments_table");
  const kindOf = async (name: string) =>
    (await db.raw("SELECT relkind FROM pg_class WHERE oid = to_regclass(?)", [name])).rows[0]?.relkind;
  expect([await kindOf("payments"), await kindOf("transactions")]).toEqual(["r", "v"]);
  expect(await db("payments").orderBy("reference").pluck("reference")).toEqual(before);
  expect(await ownNames("payments")).toEqual(oldNames.map((name) => name.replace(/^transactions_/, "payments_")).sort());
  await expect(db("payments").insert({ ...(await db("payments").first()) })).rejects.toThrow(/payments_pkey/);
  expect(await verifyLedger(db)).toMatchObject({ ok: true });

  // An instance older than 043 (a rolling deploy) still reads, writes and locks payments by their old name.
  const old = { ...(await db("payments").where({ reference: "TXLIVE" }).first()), reference: "TXOLD", merchant_reference: "old" };
  await db("transactions").insert(old);
  await db.transaction(async (trx) => {
    expect(await trx("transactions").where({ reference: "TXOLD" }).forUpdate().first("reference")).toEqual({
      reference: "TXOLD",
    });
    await trx("transactions").where({ reference: "TXOLD" }).update({ failure_reason: "written by an older instance" });
  });
  expect(await db("payments").where({ reference: "TXOLD" }).first("failure_reason")).toEqual({
    failure_reason: "written by an older instance",
  });
  await db("payments").where({ reference: "TXOLD" }).delete();

  await db.migrate.down({ migrationSource });
  expect([await kindOf("payments"), await kindOf("transactions")]).toEqual([undefined, "r"]);
  expect(await ownNames("transactions")).toEqual(oldNames);
  await migrateTo("043_payments_table");
});
