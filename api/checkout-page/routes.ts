import { gzipSync } from "node:zlib";
import type Router from "@koa/router";
import type { Context } from "koa";
import { openCheckoutFromLink, publicPaymentLink } from "../../domain/checkouts/payment-links";
import { customerTry, customerView, startTry } from "../../domain/checkouts/start-try";
import { routingSettings } from "../../domain/routing/route-payment";
import { AppError, NotFoundError } from "../../lib/errors";
import { qrCodeSvg } from "../checkouts/qr-code";
import type { ApiDeps } from "../deps";
import { parsePartially } from "../middleware/validate";
import { renderAmountPage, renderCheckoutPage, renderMessagePage } from "./checkout-page";
import { FOLLOW_SCRIPT } from "./follow-script";
import { isFormPost, readForm } from "./form-body";
import { pageSecurityHeaders } from "./html";
import { LANGUAGES, numberProblemWords, pickLanguage } from "./languages";
import type { Messages } from "./messages";
import { startTrySchema } from "./schemas";

const messagesOf = (ctx: Context): Messages => LANGUAGES[pickLanguage(ctx.query.lang, ctx.get("accept-language") || undefined)];

/** A page, gzipped when the browser takes it (a third of the bytes over a phone's 3G). */
function sendPage(ctx: Context, status: number, html: string, script?: string) {
  ctx.status = status;
  ctx.set(pageSecurityHeaders(script));
  ctx.set("Vary", "Accept-Language, Accept-Encoding");
  ctx.type = "text/html; charset=utf-8";
  if (ctx.acceptsEncodings("gzip", "identity") !== "gzip") {
    ctx.body = html;
    return;
  }
  ctx.set("Content-Encoding", "gzip");
  ctx.body = gzipSync(html);
}

/** A refusal the page shows (a bad number, a try in flight, too many tries); anything else goes to the error envelope. */
const isShownOnPage = (error: unknown): error is AppError => error instanceof AppError && [400, 409, 429].includes(error.status);

/**
 * The customer's pages, no login (the checkout's or link's unguessable id is the key): `/pay/<id>` with its status
 * and tries, `/l/<id>` opening checkouts. They show only what the contract lists, in French or English.
 */
export function checkoutPageRoutes(router: Router, deps: ApiDeps): void {
  const paymentDeps = {
    db: deps.db,
    engine: deps.engine,
    allowPrivateCallbacks: deps.config.CALLBACK_ALLOW_PRIVATE,
    routing: routingSettings(deps.config),
  };
  const checkoutDeps = { db: deps.db, allowPrivateCallbacks: deps.config.CALLBACK_ALLOW_PRIVATE };

  const viewOrNotFoundPage = async (ctx: Context, id: string) => {
    try {
      return await customerView(deps.db, id);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      const m = messagesOf(ctx);
      sendPage(ctx, 404, renderMessagePage(m, m.notFoundTitle, m.notFoundText));
      return undefined;
    }
  };

  router.get("/pay/:id", async (ctx) => {
    const view = await viewOrNotFoundPage(ctx, ctx.params.id!);
    if (view) sendPage(ctx, 200, renderCheckoutPage(view, messagesOf(ctx)), FOLLOW_SCRIPT);
  });

  router.get("/pay/:id/status", async (ctx) => {
    ctx.set("Cache-Control", "no-store");
    ctx.body = (await customerView(deps.db, ctx.params.id!)).status;
  });

  router.post("/pay/:id/tries", async (ctx) => {
    const id = ctx.params.id!;
    const form = isFormPost(ctx);
    const view = await customerView(deps.db, id);
    const input = form ? await readForm(ctx) : ctx.request.body;
    const { fields, details } = parsePartially(startTrySchema, input);
    try {
      await deps.limiters.checkout_try.take({ checkout: view.checkout.reference, address: ctx.ip });
      const started = await startTry(paymentDeps, id, fields, details);
      if (form) {
        ctx.status = 303;
        ctx.redirect(`/pay/${id}?lang=${messagesOf(ctx).lang}`);
        return;
      }
      ctx.status = 201;
      ctx.body = { current_try: customerTry(started) };
    } catch (error) {
      if (!form || !isShownOnPage(error)) throw error;
      const m = messagesOf(ctx);
      const typed =
        typeof (input as Record<string, unknown>).customer_number === "string"
          ? String((input as Record<string, unknown>).customer_number)
          : undefined;
      const said = error.status === 429 ? m.tooMany : error.status === 409 ? m.tryInFlight : numberProblemWords(m, typed);
      const fresh = await customerView(deps.db, id);
      sendPage(ctx, error.status, renderCheckoutPage(fresh, m, { customer_number: said }, typed), FOLLOW_SCRIPT);
    }
  });

  const linkOrPage = async (ctx: Context, id: string) => {
    const m = messagesOf(ctx);
    try {
      return await publicPaymentLink(deps.db, id);
    } catch (error) {
      if (error instanceof NotFoundError) sendPage(ctx, 404, renderMessagePage(m, m.notFoundTitle, m.notFoundText));
      else if (error instanceof AppError && error.status === 410)
        sendPage(ctx, 410, renderMessagePage(m, m.linkOffTitle, m.linkOffText));
      else throw error;
      return undefined;
    }
  };

  /** Opens a checkout from the link and sends the customer to it; a link whose merchant may no longer collect is unknown. */
  const openCheckout = async (ctx: Context, id: string, amount: string | undefined) => {
    await deps.limiters.link_checkout.take({ address: ctx.ip });
    try {
      const { row } = await openCheckoutFromLink(checkoutDeps, id, amount);
      ctx.status = 303;
      ctx.redirect(`/pay/${row.reference}?lang=${messagesOf(ctx).lang}`);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      const m = messagesOf(ctx);
      sendPage(ctx, 404, renderMessagePage(m, m.notFoundTitle, m.notFoundText));
    }
  };

  router.get("/l/:id", async (ctx) => {
    const found = await linkOrPage(ctx, ctx.params.id!);
    if (!found) return;
    if (found.link.amount !== null) return openCheckout(ctx, found.link.id, undefined);
    sendPage(ctx, 200, renderAmountPage(messagesOf(ctx), found.link, found.merchantName));
  });

  router.post("/l/:id", async (ctx) => {
    const found = await linkOrPage(ctx, ctx.params.id!);
    if (!found) return;
    const input = isFormPost(ctx) ? await readForm(ctx) : (ctx.request.body as Record<string, unknown>);
    const amount = typeof input.amount === "string" ? input.amount : undefined;
    try {
      await openCheckout(ctx, found.link.id, amount);
    } catch (error) {
      const m = messagesOf(ctx);
      if (error instanceof AppError && error.status === 410)
        return sendPage(ctx, 410, renderMessagePage(m, m.linkOffTitle, m.linkOffText));
      if (!isShownOnPage(error)) throw error;
      const said = error.status === 429 ? m.tooMany : m.invalidAmount;
      sendPage(ctx, error.status, renderAmountPage(m, found.link, found.merchantName, said));
    }
  });

  router.get("/l/:id/qr.svg", async (ctx) => {
    const found = await linkOrPage(ctx, ctx.params.id!);
    if (!found) return;
    ctx.set(pageSecurityHeaders());
    ctx.set("Cache-Control", "public, max-age=86400");
    ctx.type = "image/svg+xml";
    ctx.body = qrCodeSvg(`${deps.config.PUBLIC_BASE_URL}/l/${found.link.id}`);
  });
}
