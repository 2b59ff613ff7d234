import type { Db } from "../../db/connection";
import { MalformedWebhookPayloadError, WebhookVerificationError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { counter } from "../../lib/metrics";
import { sha256Hex } from "../../lib/secrets";
import type { ProviderClient } from "../../providers/types";
import type { RawCallbackRow, StoredResult } from "./raw-callback";
import { insertRawCallback } from "./raw-callbacks-store";
import { insertVerificationFailure } from "./verification-failures-store";

const webhookVerifications = counter("webhook_verifications_total", "Provider webhooks by verification result", [
  "provider",
  "result",
]);

/** Headers worth keeping for audit: never cookies or authorization. */
const KEPT_HEADERS = ["content-type", "user-agent", "x-webhook-timestamp", "x-webhook-signature", "x-request-id"];

export interface ReceivedWebhook {
  rawBody: Buffer;
  headers: Record<string, string | undefined>;
  sourceAddress: string;
}

/**
 * Whether one more failed verification of this provider may be stored: an unauthenticated caller must
 * not grow the audit table without bound, so the caller caps it (past the cap only the log keeps them).
 */
export type FailureAuditQuota = (providerCodeName: string) => Promise<boolean>;

/**
 * Verifies a provider webhook over the raw bytes before anything is trusted, and stores it (once per
 * provider event id) as a RawCallback. A failed verification is recorded apart and rethrown (401); so
 * is a genuine payload that breaks its protocol's schema (reason `malformed_payload: <fields>`, 422:
 * the provider sees the refusal and retries it at most 10 times).
 */
export async function receiveProviderWebhook(
  db: Db,
  logger: Logger,
  adapter: ProviderClient,
  received: ReceivedWebhook,
  mayAuditFailure: FailureAuditQuota,
): Promise<{ row: RawCallbackRow; duplicate: boolean }> {
  const { rawBody, headers, sourceAddress } = received;
  let verified: Awaited<ReturnType<ProviderClient["verifyWebhook"]>>;
  try {
    verified = await adapter.verifyWebhook(rawBody, headers, new Date());
  } catch (error) {
    if (error instanceof WebhookVerificationError || error instanceof MalformedWebhookPayloadError) {
      webhookVerifications.inc({
        provider: adapter.codeName,
        result: error instanceof WebhookVerificationError ? error.reason : "malformed_payload",
      });
      const audited = await mayAuditFailure(adapter.codeName);
      if (audited) {
        await insertVerificationFailure(db, {
          provider_code_name: adapter.codeName,
          source_address: sourceAddress,
          reason: error.reason,
          body_sha256: sha256Hex(rawBody),
          body_size: rawBody.length,
        });
      }
      logger.warn(
        { provider: adapter.codeName, reason: error.reason, source: sourceAddress, audited },
        "webhook verification failed",
      );
    }
    throw error;
  }
  const authenticated = !("unauthenticated" in verified);
  webhookVerifications.inc({ provider: adapter.codeName, result: authenticated ? "verified" : "unauthenticated" });
  return insertRawCallback(db, {
    authenticated,
    provider_code_name: adapter.codeName,
    event_id: verified.eventId,
    reference: verified.reference,
    raw_body: rawBody.toString("utf8"),
    headers: Object.fromEntries(KEPT_HEADERS.filter((name) => headers[name]).map((name) => [name, headers[name]])),
    payload: verified.payload,
    ...({ operation: verified.operation, result: "result" in verified ? verified.result : null } as StoredResult),
    source_address: sourceAddress,
  });
}
