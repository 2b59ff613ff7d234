import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { endpointSecretContext } from "../../db/secrets-at-rest";
import type { SecretBox } from "../../lib/secret-box";
import { asWhsec, ROTATION_OVERLAP_HOURS } from "../merchant-notifications/signing-keys";

type Executor = Knex | Knex.Transaction;

/** Adds a fresh signing key to the endpoint, sealed at rest; answers its `whsec_` form (shown once). */
export async function addEndpointSecret(db: Executor, box: SecretBox, endpointId: string): Promise<string> {
  const key = randomBytes(32).toString("base64");
  await db("webhook_endpoint_secrets").insert({
    endpoint_id: endpointId,
    secret: box.seal(key, endpointSecretContext(endpointId)),
  });
  return asWhsec(key);
}

/** A new key; the endpoint's current ones keep signing beside it for ROTATION_OVERLAP_HOURS (24 h). */
export async function rotateEndpointSecret(trx: Knex.Transaction, box: SecretBox, endpointId: string): Promise<string> {
  const overlapEnds = new Date(Date.now() + ROTATION_OVERLAP_HOURS * 3_600_000);
  await trx("webhook_endpoint_secrets")
    .where({ endpoint_id: endpointId })
    .where((query) => query.whereNull("expires_at").orWhere("expires_at", ">", overlapEnds))
    .update({ expires_at: overlapEnds });
  return addEndpointSecret(trx, box, endpointId);
}

/** The base64 keys a delivery to the endpoint is signed with now, newest first (two during a rotation). */
export async function activeEndpointKeys(db: Executor, box: SecretBox, endpointId: string): Promise<string[]> {
  const sealed: string[] = await db("webhook_endpoint_secrets")
    .where({ endpoint_id: endpointId })
    .where((query) => query.whereNull("expires_at").orWhere("expires_at", ">", db.fn.now()))
    .orderBy("id", "desc")
    .pluck("secret");
  return sealed.map((value) => box.open(value, endpointSecretContext(endpointId)));
}
