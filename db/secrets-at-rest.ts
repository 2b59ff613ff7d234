import type { Logger } from "../lib/logger";
import { SecretBox } from "../lib/secret-box";
import type { Db } from "./connection";

/**
 * The columns that hold secrets, sealed with the SecretBox. Each value is bound to its row by the
 * authenticated context, so a sealed value copied into another row does not open.
 */
export const merchantSigningKeyContext = (merchantId: string) => `merchant_callback_secrets.secret:${merchantId}`;
export const builtinSecretContext = (name: string) => `builtin_secrets.value:${name}`;
export const totpSecretContext = (userId: string) => `totp_credentials.secret:${userId}`;
export const endpointSecretContext = (endpointId: string) => `webhook_endpoint_secrets.secret:${endpointId}`;

interface SealedColumn {
  table: string;
  id: string;
  column: string;
  context(row: Record<string, string>): string;
}

const SEALED_COLUMNS: SealedColumn[] = [
  {
    table: "merchant_callback_secrets",
    id: "id",
    column: "secret",
    context: (row) => merchantSigningKeyContext(row.merchant_id!),
  },
  { table: "builtin_secrets", id: "name", column: "value", context: (row) => builtinSecretContext(row.name!) },
  { table: "totp_credentials", id: "user_id", column: "secret", context: (row) => totpSecretContext(row.user_id!) },
  { table: "webhook_endpoint_secrets", id: "id", column: "secret", context: (row) => endpointSecretContext(row.endpoint_id!) },
];

/**
 * Run at start, after the schema migrations: seals every value still stored in clear (rows written
 * before encryption at rest) and re-wraps every value sealed under a previous SECRETS_KEY with the
 * current one. Idempotent; only data keys are re-wrapped, so it is cheap.
 */
export async function sealSecretsAtRest(db: Db, box: SecretBox, logger?: Logger): Promise<{ sealed: number; rewrapped: number }> {
  let sealed = 0;
  let rewrapped = 0;
  for (const spec of SEALED_COLUMNS) {
    const rows: Array<Record<string, string>> = await db(spec.table).select();
    for (const row of rows) {
      const value = row[spec.column]!;
      const context = spec.context(row);
      let next: string | undefined;
      if (!SecretBox.isSealed(value)) {
        next = box.seal(value, context);
        sealed++;
      } else if (!box.isCurrent(value)) {
        next = box.rewrap(value, context);
        rewrapped++;
      }
      if (next) {
        await db(spec.table)
          .where({ [spec.id]: row[spec.id], [spec.column]: value })
          .update({ [spec.column]: next });
      }
    }
  }
  if (sealed + rewrapped > 0)
    logger?.info({ sealed, rewrapped, keyId: box.current.id }, "secrets at rest sealed under the current key");
  return { sealed, rewrapped };
}
