import { parseArgs } from "node:util";
import { migrateLatest } from "../db/migrate";
import { createStaffUser } from "../domain/accounts/staff";
import { verifyLedger } from "../domain/ledger/verify";
import { ConfigError, loadConfig } from "../lib/config";
import { AppError } from "../lib/errors";
import { createTemporalAccess } from "../lib/temporal";
import { MOVEMENT_SEARCH_ATTRIBUTE_NAMES } from "../workflows/definitions";
import { reconciliationRuns } from "../workflows/reconciliation-client";
import { openDatabase } from "./open-database";

const USAGE = [
  "usage: npm run cli -- create-staff --email <email> [--password <password> | STAFF_PASSWORD=<password>]",
  "       npm run cli -- reconcile --provider <code_name> --date <YYYY-MM-DD>",
  "       npm run cli -- ledger verify",
].join("\n");

/**
 * Operator commands: `npm run cli -- create-staff --email ops@example.com` (password from STAFF_PASSWORD);
 * `npm run cli -- reconcile --provider alpha --date 2026-11-24` (through a worker, as the daily schedule does);
 * `npm run cli -- ledger verify` (recomputes every kept and stored balance from the lines; exit 1 on a difference).
 */
async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: "string" }, password: { type: "string" }, provider: { type: "string" }, date: { type: "string" } },
  });
  if (positionals[0] === "reconcile") return reconcile(values.provider, values.date);
  if (positionals[0] === "ledger" && positionals[1] === "verify") return verifyBooks();
  const password = values.password ?? process.env.STAFF_PASSWORD;
  if (positionals[0] !== "create-staff" || !values.email || !password) throw new ConfigError(USAGE);
  const config = loadConfig();
  const { db, close } = await openDatabase(config);
  try {
    await migrateLatest(db);
    const { user, created } = await createStaffUser(db, values.email, password, config.BCRYPT_COST);
    console.log(
      created ? `staff user ${user.email} created (${user.id})` : `a user ${user.email} already exists; nothing changed`,
    );
  } finally {
    await close();
  }
}

/** Prints the ledger's verification as JSON; exits 1 when the books differ from their lines. */
async function verifyBooks(): Promise<void> {
  const { db, close } = await openDatabase(loadConfig());
  try {
    const report = await verifyLedger(db);
    console.log(JSON.stringify(report, null, 2));
    if (!report.ok) process.exitCode = 1;
  } finally {
    await close();
  }
}

/** Reconciles one provider's day through the Temporal workflow and prints what it found. */
async function reconcile(provider: string | undefined, date: string | undefined): Promise<void> {
  if (!provider || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new ConfigError(USAGE);
  const config = loadConfig();
  const temporal = createTemporalAccess(config, MOVEMENT_SEARCH_ATTRIBUTE_NAMES);
  try {
    console.log(JSON.stringify(await reconciliationRuns(temporal, config).reconcile(provider, date), null, 2));
  } finally {
    await temporal.close();
  }
}

main(process.argv.slice(2)).catch((error) => {
  if (error instanceof AppError) console.error(Object.values(error.details ?? {}).join(" ") || error.message);
  else console.error(error instanceof ConfigError ? error.message : `failed: ${error.message}`);
  process.exit(1);
});
