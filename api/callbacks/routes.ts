import type Router from "@koa/router";
import getRawBody from "raw-body";
import { NotFoundError, WebhookVerificationError } from "../../lib/errors";
import { counter } from "../../lib/metrics";
import { sha256Hex } from "../../lib/secrets";
import { dispatchRawCallback, type RawCallbackRow } from "../../payments/callback-dispatch";
import type { ApiDeps } from "../deps";

const webhookVerifications = counter("webhook_verifications_total", "Provider webhooks by verification result", [
  "provider",
  "result",
]);

/** Headers worth keeping for audit: never cookies or authorization. */
const KEPT_HEADERS = ["content-type", "user-agent", "x-webhook-timestamp", "x-webhook-signature", "x-request-id"];

/**
 * Inbound provider webhooks. Verified over the raw bytes before anything is trusted; every verified
 * callback is stored before the 2xx answer, then handed to its workflow.
 */
export function providerCallbackRoutes(router: Router, deps: ApiDeps): void {
  router.post("/api/callbacks/:code_name/", async (ctx) => {
    const codeName = ctx.params.code_name!;
    const adapter = deps.providers.get(codeName);
    if (!adapter) throw new NotFoundError("No provider is registered under this name.");
    const rawBody = await getRawBody(ctx.req, { limit: `${deps.config.BODY_LIMIT_KB}kb` });
    const headers = Object.fromEntries(
      Object.entries(ctx.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(" ") : value]),
    );
    let verified: ReturnType<typeof adapter.verifyWebhook>;
    try {
      verified = adapter.verifyWebhook(rawBody, headers, new Date());
    } catch (error) {
      if (error instanceof WebhookVerificationError) {
        webhookVerifications.inc({ provider: codeName, result: error.reason });
        await deps.db("webhook_verification_failures").insert({
          provider_code_name: codeName,
          source_address: ctx.ip,
          reason: error.reason,
          body_sha256: sha256Hex(rawBody),
          body_size: rawBody.length,
        });
        deps.logger.warn({ provider: codeName, reason: error.reason, source: ctx.ip }, "webhook verification failed");
      }
      throw error;
    }
    webhookVerifications.inc({ provider: codeName, result: "verified" });
    const [inserted] = await deps
      .db("raw_callbacks")
      .insert({
        provider_code_name: codeName,
        event_id: verified.eventId,
        reference: verified.reference,
        raw_body: rawBody.toString("utf8"),
        headers: JSON.stringify(
          Object.fromEntries(KEPT_HEADERS.filter((name) => headers[name]).map((name) => [name, headers[name]])),
        ),
        payload: JSON.stringify(verified.payload),
        result: verified.result ? JSON.stringify(verified.result) : null,
        source_address: ctx.ip,
      })
      .onConflict(["provider_code_name", "event_id"])
      .ignore()
      .returning("*");
    const row: RawCallbackRow =
      inserted ?? (await deps.db("raw_callbacks").where({ provider_code_name: codeName, event_id: verified.eventId }).first());
    await dispatchRawCallback(deps, row);
    ctx.body = { received: true, id: row.id, duplicate: !inserted };
  });
}
