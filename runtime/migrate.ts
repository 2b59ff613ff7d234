import { migrationSource } from "../db/migrations";
import { sealSecretsAtRest } from "../db/secrets-at-rest";
import { ConfigError, loadConfig } from "../lib/config";
import { secretBoxFor } from "../lib/secrets-key";
import { openDatabase } from "./open-database";

/** `npm run migrate`: brings the schema up to date, against DATABASE_URL or the embedded server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { db, close } = await openDatabase(config);
  try {
    const [batch, names] = await db.migrate.latest({ migrationSource });
    console.log(names.length ? `migrated (batch ${batch}): ${names.join(", ")}` : "schema already up to date");
    const { sealed, rewrapped } = await sealSecretsAtRest(db, secretBoxFor(config));
    console.log(`secrets at rest: ${sealed} sealed, ${rewrapped} re-wrapped under the current key`);
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `migration failed: ${error.message}`);
  process.exit(1);
});
