import type { Knex } from "knex";
import { type Dispatcher, request } from "undici";
import type { Mailer } from "../../lib/mailer";
import { counter } from "../../lib/metrics";
import { describeNetworkError } from "../../lib/network-errors";
import type { SecretBox } from "../../lib/secret-box";
import { CallbackAddressRefused } from "../../lib/url-safety";
import { MERCHANT_RETRY_SCHEDULE } from "../merchant-notifications/retry-schedule";
import { standardWebhookSignature } from "../merchant-notifications/signing";
import {
  CLAIM_LEASE_SECONDS,
  claimDueDeliveries,
  dropDelivery,
  type EndpointDeliveryRow,
  markDelivered,
  markGivenUp,
  recordAttempt,
  scheduleRetry,
} from "./deliveries-store";
import { activeEndpointKeys } from "./endpoint-secrets";
import { disableIfFailingSince, type EndpointRow, markFailing, markHealthy } from "./endpoints-store";
import { type EventType, eventIdOf, subscribes } from "./event-types";
import type { ResourceEventRow } from "./resources";

export const ENDPOINT_TIMEOUT_MS = 10_000;
/** The most of an endpoint's answer kept with its attempt. */
export const RESPONSE_EXCERPT_BYTES = 1024;
const CLAIMED_PER_PASS = 50;

const endpointAttempts = counter("webhook_endpoint_deliveries_total", "Webhook endpoint delivery attempts, by outcome", [
  "outcome",
]);
const endpointsDisabled = counter(
  "webhook_endpoints_disabled_total",
  "Webhook endpoints disabled after failing every delivery for WEBHOOK_ENDPOINT_DISABLE_HOURS",
);

/** What an endpoint receives for an event: `type` and `data`, the resource as the API showed it then. */
export type RenderEvent = (event: ResourceEventRow) => Promise<{ type: EventType; data: unknown }>;

export interface EndpointDeliveryDeps {
  db: Knex;
  box: SecretBox;
  agent: Dispatcher;
  mailer: Mailer;
  render: RenderEvent;
  disableAfterHours: number;
  timeoutMs?: number;
}

type Answer = { statusCode: number | null; excerpt: string | null; error: string | null };

async function readExcerpt(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= RESPONSE_EXCERPT_BYTES) break;
  }
  // A cut multi-byte character becomes U+FFFD; NUL cannot be stored in a text column.
  return Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString("utf8").replaceAll("\u0000", "");
}

async function post(deps: EndpointDeliveryDeps, url: string, headers: Record<string, string>, body: string): Promise<Answer> {
  const timeoutMs = deps.timeoutMs ?? ENDPOINT_TIMEOUT_MS;
  try {
    const response = await request(url, {
      method: "POST",
      dispatcher: deps.agent,
      signal: AbortSignal.timeout(timeoutMs),
      headers,
      body,
    });
    const excerpt = await readExcerpt(response.body);
    response.body.destroy();
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    return { statusCode: response.statusCode, excerpt, error: ok ? null : `endpoint answered ${response.statusCode}` };
  } catch (error) {
    let cause: unknown = error;
    for (let depth = 0; cause && depth < 5; depth++, cause = (cause as { cause?: unknown }).cause)
      if (cause instanceof CallbackAddressRefused)
        return { statusCode: null, excerpt: null, error: "endpoint address refused: not a public address" };
    return { statusCode: null, excerpt: null, error: describeNetworkError(error, timeoutMs) };
  }
}

function outcomeOf(answer: Answer): string {
  if (answer.statusCode === null)
    return answer.error?.startsWith("endpoint address refused") ? "address_refused" : "network_error";
  if (answer.statusCode >= 200 && answer.statusCode < 300) return "delivered";
  return answer.statusCode === 410 ? "gone" : "http_error";
}

/** Retried as merchant callbacks are (MERCHANT_RETRY_SCHEDULE). */
const retryDelaySeconds = (attempts: number) =>
  Math.min(MERCHANT_RETRY_SCHEDULE.firstSeconds * 2 ** (attempts - 1), MERCHANT_RETRY_SCHEDULE.maxSeconds);

/** One attempt of one claimed delivery: signed, recorded with the answer, then delivered, retried or given up. */
async function attemptDelivery(deps: EndpointDeliveryDeps, delivery: EndpointDeliveryRow): Promise<void> {
  const { db } = deps;
  const endpoint = await db<EndpointRow>("webhook_endpoints").where({ id: delivery.endpoint_id }).first();
  const event = await db<ResourceEventRow>("movement_events").where({ id: delivery.event_id }).first();
  if (!endpoint || !event) return;
  const { type, data } = await deps.render(event);
  // Its types may have changed since the event was owed to it: it never gets a type it does not subscribe to now.
  if (!subscribes(endpoint.event_types, type)) {
    await dropDelivery(db, delivery.id);
    return;
  }
  const webhookId = eventIdOf(event.id);
  const timestamp = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({ type, timestamp: new Date(event.created_at).toISOString(), data });
  const keys = await activeEndpointKeys(db, deps.box, endpoint.id);
  const started = performance.now();
  const answer = await post(
    deps,
    endpoint.url,
    {
      "content-type": "application/json",
      "user-agent": "payment-routing-service/webhooks",
      "webhook-id": webhookId,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": standardWebhookSignature(keys, webhookId, timestamp, body),
    },
    body,
  );
  const outcome = outcomeOf(answer);
  endpointAttempts.inc({ outcome });
  await recordAttempt(db, {
    delivery_id: delivery.id,
    endpoint_url: endpoint.url,
    attempt: delivery.attempts,
    status_code: answer.statusCode,
    latency_ms: Math.round(performance.now() - started),
    response_excerpt: answer.excerpt,
    error: answer.error,
  });
  if (outcome === "delivered") {
    await markDelivered(db, delivery.id);
    await markHealthy(db, endpoint.id);
    return;
  }
  const roundAgeHours = (Date.now() - new Date(delivery.round_started_at).getTime()) / 3_600_000;
  if (outcome === "gone" || outcome === "address_refused" || roundAgeHours >= MERCHANT_RETRY_SCHEDULE.forHours)
    await markGivenUp(db, delivery.id);
  else await scheduleRetry(db, delivery.id, retryDelaySeconds(delivery.attempts));
  await markFailing(db, endpoint.id);
  await disableWhenFailingTooLong(deps, endpoint.id);
}

async function disableWhenFailingTooLong(deps: EndpointDeliveryDeps, endpointId: string): Promise<void> {
  const hours = deps.disableAfterHours;
  const reason = `every delivery failed for ${hours} hours`;
  const disabled = await disableIfFailingSince(deps.db, endpointId, new Date(Date.now() - hours * 3_600_000), reason);
  if (!disabled) return;
  endpointsDisabled.inc();
  await deps.mailer.send({
    to: disabled.merchant_email,
    subject: "A webhook endpoint was disabled",
    text: [
      `Your webhook endpoint ${disabled.url} was disabled: ${reason}.`,
      "Events are no longer sent to it. Once it answers again, enable it in the console (Webhooks) or with",
      `PATCH /api/webhook-endpoints/${disabled.id}/ {"enabled": true, "replay_since": "<ISO time>"}`,
      "to receive, oldest first, the events of its types since then.",
    ].join("\n"),
  });
}

/**
 * One pass of the delivery loop: claims the due deliveries and sends them, each endpoint's in event order, endpoints
 * side by side. A worker that dies mid-pass leaves its claims to expire; they are sent again with the same
 * `webhook-id`. Answers how many were attempted.
 */
export async function deliverDueEvents(deps: EndpointDeliveryDeps): Promise<number> {
  const claimed = await claimDueDeliveries(deps.db, CLAIMED_PER_PASS);
  // A slow endpoint's later claims are left to expire rather than sent after their lease, when another may hold them.
  const sendUntil = Date.now() + (CLAIM_LEASE_SECONDS - 5) * 1000 - (deps.timeoutMs ?? ENDPOINT_TIMEOUT_MS);
  const byEndpoint = new Map<string, EndpointDeliveryRow[]>();
  for (const delivery of claimed)
    byEndpoint.set(delivery.endpoint_id, [...(byEndpoint.get(delivery.endpoint_id) ?? []), delivery]);
  // One endpoint's trouble (a failing statement) does not stop the others' sends; the pass then reports it.
  const sent = await Promise.allSettled(
    [...byEndpoint.values()].map(async (deliveries) => {
      for (const delivery of deliveries) {
        if (Date.now() > sendUntil) return;
        await attemptDelivery(deps, delivery);
      }
    }),
  );
  const failed = sent.find((outcome) => outcome.status === "rejected");
  if (failed) throw failed.reason;
  return claimed.length;
}
