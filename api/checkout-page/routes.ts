import { gzipSync } from "node:zlib";
import type Router from "@koa/router";
import type { Context } from "koa";
import { giveUpTry } from "../../domain/checkouts/give-up-try";
import { openCheckoutFromLink, publicPaymentLink } from "../../domain/checkouts/payment-links";
import { customerTry, customerView, startTry } from "../../domain/checkouts/start-try";
import { routingSettings } from "../../domain/routing/route-payment";
import { AppError, ValidationError } from "../../lib/errors";
import { qrCodeSvg } from "../checkouts/qr-code";
import type { ApiDeps } from "../deps";
import { parsePartially } from "../middleware/validate";
import { formatAmount, renderAmountPage, renderCheckoutPage, renderLinkCard, renderMessagePage } from "./checkout-page";
import { customerAmount, customerAmountLimits } from "./customer-amount";
import { FOLLOW_SCRIPT } from "./follow-script";
import { isFormPost, readForm } from "./form-body";
import { pageSecurityHeaders } from "./html";
import { LANGUAGES, numberProblemWords, pickLanguage } from "./languages";
import type { Messages } from "./messages";
import { startTrySchema } from "./schemas";

const messagesOf = (ctx: Context): Messages => LANGUAGES[pickLanguage(ctx.query.lang, ctx.get("accept-language") || undefined)];

/**
 * Whether the caller is a browser showing a page (its Accept names text/html): then a refusal is a page in the
 * customer's language; any other caller gets the API's error envelope.
 */
const wantsPage = (ctx: Context) => ctx.get("accept").includes("text/html");

/** A page, gzipped when the browser takes it (a third of the bytes over a phone's 3G). */
function sendPage(ctx: Context, status: number, html: string, script?: string) {
  ctx.status = status;
  ctx.set(pageSecurityHeaders(script));
  ctx.set("Vary", "Accept, Accept-Language, Accept-Encoding");
  ctx.type = "text/html; charset=utf-8";
  if (ctx.acceptsEncodings("gzip", "identity") !== "gzip") {
    ctx.body = html;
    return;
  }
  ctx.set("Content-Encoding", "gzip");
  ctx.body = gzipSync(html);
}

/**
 * Runs `work`; a refusal among `shown` statuses becomes the page `render` makes of it for a browser, or the error
 * envelope for anyone else. Any other error goes to the envelope.
 */
async function orRefusalPage(
  ctx: Context,
  shown: readonly number[],
  render: (error: AppError, m: Messages) => string,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError) || !shown.includes(error.status) || !wantsPage(ctx)) throw error;
    sendPage(ctx, error.status, render(error, messagesOf(ctx)), FOLLOW_SCRIPT);
  }
}

/** Unknown checkout or link, or a link turned off: a page saying so. */
const messagePage = (error: AppError, m: Messages) =>
  error.status === 410
    ? renderMessagePage(m, m.linkOffTitle, m.linkOffText)
    : renderMessagePage(m, m.notFoundTitle, m.notFoundText);

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

  router.get("/pay/:id", (ctx) =>
    orRefusalPage(ctx, [404], messagePage, async () => {
      const view = await customerView(deps.db, ctx.params.id!);
      sendPage(ctx, 200, renderCheckoutPage(view, messagesOf(ctx)), FOLLOW_SCRIPT);
    }),
  );

  router.get("/pay/:id/status", async (ctx) => {
    ctx.set("Cache-Control", "no-store");
    ctx.body = (await customerView(deps.db, ctx.params.id!)).status;
  });

  router.post("/pay/:id/tries", async (ctx) => {
    const id = ctx.params.id!;
    const form = isFormPost(ctx);
    const view = await customerView(deps.db, id);
    const input = (form ? await readForm(ctx) : ctx.request.body) as Record<string, unknown> | undefined;
    const { fields, details } = parsePartially(startTrySchema, input);
    const typed = typeof input?.customer_number === "string" ? input.customer_number : undefined;
    // Without script the form posts here; its refusals are the page again, with the problem at the number.
    const refusal = async (error: AppError, m: Messages) => {
      const said = error.status === 429 ? m.tooMany : error.status === 409 ? m.tryInFlight : numberProblemWords(m, typed);
      return renderCheckoutPage(await customerView(deps.db, id), m, { customer_number: said }, typed);
    };
    // A press that starts no try (a bad number, a try in flight) costs the checkout's quota of tries nothing.
    const tryQuota = { checkout: view.checkout.reference, address: ctx.ip };
    try {
      await deps.limiters.checkout_press.take({ address: ctx.ip });
      await deps.limiters.checkout_try.ensureRoom(tryQuota);
      const started = await startTry(paymentDeps, id, fields, details);
      // The try has started: a counter that cannot be written now must not turn it into an error for the customer.
      await deps.limiters.checkout_try
        .record(tryQuota)
        .catch((error) => deps.logger.warn({ err: error, checkout: id }, "a checkout try went uncounted"));
      if (form) {
        ctx.status = 303;
        ctx.redirect(`/pay/${id}?lang=${messagesOf(ctx).lang}`);
        return;
      }
      ctx.status = 201;
      ctx.body = { current_try: customerTry(started) };
    } catch (error) {
      if (!form || !(error instanceof AppError) || ![400, 409, 429].includes(error.status) || !wantsPage(ctx)) throw error;
      sendPage(ctx, error.status, await refusal(error, messagesOf(ctx)), FOLLOW_SCRIPT);
    }
  });

  /** The customer gives up the try in flight: the page's form (303 back to it) or its script (200). */
  router.post("/pay/:id/tries/give-up", async (ctx) => {
    const id = ctx.params.id!;
    const form = isFormPost(ctx);
    if (form) await readForm(ctx);
    try {
      await giveUpTry(deps.db, id);
    } catch (error) {
      // Without script, a refusal (the try ended meanwhile, or is too young) is the page as it now stands.
      if (!form || !(error instanceof AppError) || error.status !== 409 || !wantsPage(ctx)) throw error;
    }
    if (form) {
      ctx.status = 303;
      ctx.redirect(`/pay/${id}?lang=${messagesOf(ctx).lang}`);
      return;
    }
    ctx.body = { current_try: null };
  });

  /** Opens a checkout from the link and sends the customer to it. */
  const openCheckout = async (ctx: Context, id: string, amount: string | undefined) => {
    await deps.limiters.link_checkout.take({ address: ctx.ip });
    const { row } = await openCheckoutFromLink(checkoutDeps, id, amount);
    ctx.status = 303;
    ctx.redirect(`/pay/${row.reference}?lang=${messagesOf(ctx).lang}`);
  };

  router.get("/l/:id", (ctx) =>
    orRefusalPage(ctx, [404, 410], messagePage, async () => {
      const { link, merchantName } = await publicPaymentLink(deps.db, ctx.params.id!);
      if (link.amount !== null) return openCheckout(ctx, link.id, undefined);
      sendPage(ctx, 200, renderAmountPage(messagesOf(ctx), link, merchantName, customerAmountLimits(link.currency)));
    }),
  );

  router.post("/l/:id", async (ctx) => {
    const input = (isFormPost(ctx) ? await readForm(ctx) : ctx.request.body) as Record<string, unknown> | undefined;
    const typed = typeof input?.amount === "string" ? input.amount : undefined;
    let found: Awaited<ReturnType<typeof publicPaymentLink>> | undefined;
    let unreadable: string | undefined;
    const rangeOf = (m: Messages, currency: string) => {
      const limits = customerAmountLimits(currency);
      return m.amountBetween(formatAmount(m, limits.min, currency), formatAmount(m, limits.max, currency));
    };
    const amountPage = (error: AppError, m: Messages) => {
      if (!found || [404, 410].includes(error.status)) return messagePage(error, m);
      const { currency } = found.link;
      const said = error.status === 429 ? m.tooMany : (unreadable ?? `${m.invalidAmount} ${rangeOf(m, currency)}`);
      return renderAmountPage(m, found.link, found.merchantName, customerAmountLimits(currency), said, typed);
    };
    await orRefusalPage(ctx, [400, 404, 410, 429], amountPage, async () => {
      found = await publicPaymentLink(deps.db, ctx.params.id!);
      if (found.link.amount !== null) return openCheckout(ctx, found.link.id, undefined);
      const m = messagesOf(ctx);
      const read = customerAmount(typed ?? "", found.link.currency, m, rangeOf(m, found.link.currency));
      if ("problem" in read) {
        unreadable = read.problem;
        throw new ValidationError({ amount: read.problem });
      }
      await openCheckout(ctx, found.link.id, read.amount);
    });
  });

  router.get("/l/:id/card", (ctx) =>
    orRefusalPage(ctx, [404, 410], messagePage, async () => {
      const { link, merchantName } = await publicPaymentLink(deps.db, ctx.params.id!);
      const url = `${deps.config.PUBLIC_BASE_URL}/l/${link.id}`;
      sendPage(ctx, 200, renderLinkCard(messagesOf(ctx), link, merchantName, url, qrCodeSvg(url)));
    }),
  );

  // A QR code's address opened in a browser, once its link is turned off, says so in the customer's language.
  router.get("/l/:id/qr.svg", (ctx) =>
    orRefusalPage(ctx, [404, 410], messagePage, async () => {
      const { link } = await publicPaymentLink(deps.db, ctx.params.id!);
      ctx.set(pageSecurityHeaders());
      ctx.set("Cache-Control", "public, max-age=86400");
      ctx.type = "image/svg+xml";
      ctx.body = qrCodeSvg(`${deps.config.PUBLIC_BASE_URL}/l/${link.id}`);
    }),
  );
}
