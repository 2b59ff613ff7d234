import { parseArgs } from "node:util";
import { migrateLatest } from "../db/migrate";
import { createStaffUser } from "../domain/accounts/staff";
import { ConfigError, loadConfig } from "../lib/config";
import { AppError } from "../lib/errors";
import { openDatabase } from "./open-database";

const USAGE = "usage: npm run cli -- create-staff --email <email> [--password <password> | STAFF_PASSWORD=<password>]";

/** Operator commands: `npm run cli -- create-staff --email ops@example.com` (password from STAFF_PASSWORD). */
async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: "string" }, password: { type: "string" } },
  });
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

main(process.argv.slice(2)).catch((error) => {
  if (error instanceof AppError) console.error(Object.values(error.details ?? {}).join(" ") || error.message);
  else console.error(error instanceof ConfigError ? error.message : `failed: ${error.message}`);
  process.exit(1);
});
