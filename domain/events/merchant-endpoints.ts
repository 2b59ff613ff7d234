import type { Knex } from "knex";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";
import { assertCallbackUrlAllowed } from "../../lib/url-safety";
import { merchantOfUser } from "../accounts/merchants";
import { oweDeliveries } from "./deliveries-store";
import { addEndpointSecret, rotateEndpointSecret } from "./endpoint-secrets";
import {
  countEndpoints,
  deleteMerchantEndpoint,
  type EndpointFields,
  type EndpointRow,
  findMerchantEndpoint,
  insertEndpoint,
  lockMerchantEndpoint,
  merchantEndpoints,
  updateEndpoint,
} from "./endpoints-store";
import { EVENT_TYPES, type EventType } from "./event-types";
import { EVENT_RETENTION_DAYS, eventIdsSince } from "./events-store";

/** A merchant's webhook endpoints: another merchant's are indistinguishable from missing ones. */

export const MAX_ENDPOINTS_PER_MERCHANT = 10;

export interface EndpointDeps {
  db: Knex;
  box: SecretBox;
  allowPrivateUrls: boolean;
}

export interface EndpointChange {
  url?: string;
  description?: string | null;
  event_types?: string[];
  enabled?: boolean;
  replay_since?: Date;
}

/** The merchant-supplied URL rule (contract, "Merchant-supplied URLs"), its refusal named at `url`. */
async function assertEndpointUrlAllowed(url: string, allowPrivate: boolean): Promise<void> {
  try {
    await assertCallbackUrlAllowed(url, allowPrivate);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const message = String(error.details?.callback_url ?? "Enter a valid URL.").replace("callback URL", "endpoint URL");
    throw new ValidationError({ url: message });
  }
}

async function merchantIdOf(db: Knex, userId: string): Promise<string | undefined> {
  return (await merchantOfUser(db, userId))?.id;
}

export async function listOwnEndpoints(db: Knex, userId: string): Promise<EndpointRow[]> {
  const merchantId = await merchantIdOf(db, userId);
  return merchantId ? merchantEndpoints(db, merchantId) : [];
}

export async function ownEndpoint(db: Knex, userId: string, id: string): Promise<EndpointRow> {
  const merchantId = await merchantIdOf(db, userId);
  const endpoint = merchantId ? await findMerchantEndpoint(db, merchantId, id) : undefined;
  if (!endpoint) throw new NotFoundError("No such webhook endpoint.");
  return endpoint;
}

/** A new endpoint, enabled, with its first secret: answered once, stored sealed. */
export async function createEndpoint(
  deps: EndpointDeps,
  userId: string,
  fields: EndpointFields,
): Promise<{ endpoint: EndpointRow; secret: string }> {
  const merchantId = await merchantIdOf(deps.db, userId);
  if (!merchantId) throw new ValidationError({ merchant: "Complete the merchant profile before adding a webhook endpoint." });
  await assertEndpointUrlAllowed(fields.url, deps.allowPrivateUrls);
  return deps.db.transaction(async (trx) => {
    // One merchant's creations one at a time, so the limit holds under concurrency.
    await trx.raw("SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints:' || ?))", [merchantId]);
    if ((await countEndpoints(trx, merchantId)) >= MAX_ENDPOINTS_PER_MERCHANT)
      throw new ValidationError({
        url: `At most ${MAX_ENDPOINTS_PER_MERCHANT} webhook endpoints per merchant; delete one first.`,
      });
    const endpoint = await insertEndpoint(trx, merchantId, fields);
    return { endpoint, secret: await addEndpointSecret(trx, deps.box, endpoint.id) };
  });
}

function checkReplaySince(change: EndpointChange): void {
  if (change.replay_since === undefined) return;
  if (change.enabled !== true) throw new ValidationError({ replay_since: 'Send it with "enabled": true.' });
  if (change.replay_since.getTime() > Date.now()) throw new ValidationError({ replay_since: "Must not be in the future." });
}

/**
 * Changes an endpoint. `enabled: true` clears its disabled reason and failing streak; with `replay_since`, every event
 * of its types since then (kept events only: EVENT_RETENTION_DAYS) is owed to it again, oldest first, in the same
 * database transaction as the change. Answers the endpoint and how many events were replayed.
 */
export async function changeEndpoint(
  deps: EndpointDeps,
  userId: string,
  id: string,
  change: EndpointChange,
): Promise<{ endpoint: EndpointRow; replayed: number }> {
  checkReplaySince(change);
  if (change.url !== undefined) await assertEndpointUrlAllowed(change.url, deps.allowPrivateUrls);
  const merchantId = await merchantIdOf(deps.db, userId);
  return deps.db.transaction(async (trx) => {
    const current = merchantId ? await lockMerchantEndpoint(trx, merchantId, id) : undefined;
    if (!current || !merchantId) throw new NotFoundError("No such webhook endpoint.");
    const { replay_since, enabled, ...fields } = change;
    const toggled =
      enabled === undefined || enabled === current.enabled
        ? {}
        : enabled
          ? { enabled, disabled_reason: null, failing_since: null }
          : { enabled, disabled_reason: "disabled by the merchant" };
    const endpoint = await updateEndpoint(trx, id, { ...fields, ...toggled });
    if (!replay_since) return { endpoint, replayed: 0 };
    const types = endpoint.event_types.includes("*") ? EVENT_TYPES : (endpoint.event_types as EventType[]);
    const kept = new Date(Date.now() - EVENT_RETENTION_DAYS * 86_400_000);
    const eventIds = await eventIdsSince(trx, merchantId, types, replay_since > kept ? replay_since : kept);
    await oweDeliveries(
      trx,
      eventIds.map((eventId) => ({ event_id: eventId, endpoint_id: endpoint.id })),
      { again: true },
    );
    return { endpoint, replayed: eventIds.length };
  });
}

export async function deleteEndpoint(db: Knex, userId: string, id: string): Promise<void> {
  const merchantId = await merchantIdOf(db, userId);
  if (!merchantId || !(await deleteMerchantEndpoint(db, merchantId, id))) throw new NotFoundError("No such webhook endpoint.");
}

/** A new secret for the endpoint, answered once; the previous ones keep signing for 24 h. */
export async function rotateOwnEndpointSecret(deps: EndpointDeps, userId: string, id: string): Promise<string> {
  const merchantId = await merchantIdOf(deps.db, userId);
  return deps.db.transaction(async (trx) => {
    const endpoint = merchantId ? await lockMerchantEndpoint(trx, merchantId, id) : undefined;
    if (!endpoint) throw new NotFoundError("No such webhook endpoint.");
    return rotateEndpointSecret(trx, deps.box, endpoint.id);
  });
}
