import type Router from "@koa/router";
import type { Context } from "koa";
import { z } from "zod";
import type { ApiDeps } from "../../api/deps";
import { constantTimeEqual, randomUrlSafe } from "../../lib/secrets";
import { REPLAY_WINDOW_SECONDS, signature } from "../signed/wire";
import { sandboxOutcome } from "./outcomes";
import { paymentView, type SandboxPaymentRow, sendSandboxResult } from "./results";
import { type SandboxSecrets, sandboxSecrets } from "./secrets";

export const sandboxPaymentRequest = z.object({
  external_id: z.string().min(1).max(64),
  amount: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  payer: z.object({ phone: z.string().regex(/^\+\d{8,15}$/) }),
  operator: z.enum(["mpesa", "orange", "airtel", "africell"]),
  callback_url: z.url(),
});

/** Protocol B request authentication, as a real provider would check it. */
function signedByService(ctx: Context, secrets: SandboxSecrets, rawBody: string): boolean {
  const timestamp = ctx.get("x-timestamp");
  if (ctx.get("x-client-id") !== secrets.clientId || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > REPLAY_WINDOW_SECONDS) return false;
  return constantTimeEqual(ctx.get("x-signature").toLowerCase(), signature(secrets.clientSecret, timestamp, rawBody));
}

/**
 * The built-in sandbox provider: protocol B's provider side, mounted on the API under
 * /sandbox-provider/, its state in PostgreSQL so any API instance can answer for any payment.
 */
export function sandboxProviderRoutes(router: Router, deps: ApiDeps): void {
  let secrets: Promise<SandboxSecrets> | undefined;
  const loadSecrets = () => {
    secrets ??= sandboxSecrets(deps.db);
    return secrets;
  };

  router.post("/sandbox-provider/api/payments", async (ctx) => {
    const keys = await loadSecrets();
    const rawBody = (ctx.request as { rawBody?: string }).rawBody ?? "";
    if (!signedByService(ctx, keys, rawBody)) {
      ctx.status = 401;
      ctx.body = { error: { code: "invalid_signature" } };
      return;
    }
    const parsed = sandboxPaymentRequest.safeParse(ctx.request.body);
    if (!parsed.success) {
      ctx.status = 422;
      ctx.body = { error: { code: "invalid_request", message: parsed.error.issues[0]?.message } };
      return;
    }
    const request = parsed.data;
    const { outcome, failureCode } = sandboxOutcome(request.payer.phone);
    const paymentId = `pb_sbx_${randomUrlSafe(12)}`;
    const inserted = await deps
      .db("sandbox_payments")
      .insert({
        payment_id: paymentId,
        external_id: request.external_id,
        amount: request.amount,
        currency: request.currency,
        phone: request.payer.phone,
        operator: request.operator,
        callback_url: request.callback_url,
        outcome,
        failure_code: failureCode,
        due_at: new Date(Date.now() + deps.config.SANDBOX_RESULT_DELAY_MS),
      })
      .onConflict("external_id")
      .ignore()
      .returning("payment_id");
    if (inserted.length === 0) {
      const existing = await deps.db("sandbox_payments").where({ external_id: request.external_id }).first();
      ctx.status = 409;
      ctx.body = { error: { code: "duplicate_external_id" }, payment_id: existing.payment_id };
      return;
    }
    if (outcome !== "never") {
      setTimeout(() => {
        sendSandboxResult(deps.db, keys, paymentId, deps.logger).catch((error) =>
          deps.logger.error({ err: error, paymentId }, "sandbox result delivery crashed"),
        );
      }, deps.config.SANDBOX_RESULT_DELAY_MS).unref();
    }
    ctx.status = 201;
    ctx.body = { payment_id: paymentId, external_id: request.external_id, state: "pending" };
  });

  router.get("/sandbox-provider/api/payments/by-external-id/:externalId", async (ctx) => {
    const keys = await loadSecrets();
    if (!signedByService(ctx, keys, "")) {
      ctx.status = 401;
      ctx.body = { error: { code: "invalid_signature" } };
      return;
    }
    const row: SandboxPaymentRow | undefined = await deps
      .db("sandbox_payments")
      .where({ external_id: ctx.params.externalId })
      .first();
    if (!row) {
      ctx.status = 404;
      ctx.body = { error: { code: "not_found" } };
      return;
    }
    ctx.body = paymentView(row, new Date());
  });
}
