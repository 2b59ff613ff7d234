import type { Db } from "../db/connection";
import { builtinSecretContext } from "../db/secrets-at-rest";
import type { SecretBox } from "../lib/secret-box";
import { randomUrlSafe } from "../lib/secrets";
import type { SignedProtocolCredentials } from "./signed/protocol";

/**
 * Our credentials at the built-in sandbox provider, made once per database (sealed at rest) and shared
 * by every process that uses it.
 */
export async function sandboxCredentials(db: Db, box: SecretBox): Promise<SignedProtocolCredentials> {
  const wanted = { sandbox_client_secret: randomUrlSafe(32), sandbox_webhook_secret: randomUrlSafe(32) };
  await db("builtin_secrets")
    .insert(Object.entries(wanted).map(([name, value]) => ({ name, value: box.seal(value, builtinSecretContext(name)) })))
    .onConflict("name")
    .ignore();
  const rows: Array<{ name: string; value: string }> = await db("builtin_secrets").whereIn("name", Object.keys(wanted));
  const value = (name: string) => box.open(rows.find((row) => row.name === name)!.value, builtinSecretContext(name));
  return {
    client_id: "sandbox",
    client_secret: value("sandbox_client_secret"),
    webhook_secret: value("sandbox_webhook_secret"),
  };
}
