import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { createConversion, createQuote, listOwnConversions, ownConversion } from "../../domain/conversions/conversions";
import { currentRates, setFxRate } from "../../domain/conversions/fx-rates";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant, requireStaff } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { createConversionSchema, createQuoteSchema, listConversionsSchema, setFxRateSchema } from "./schemas";
import { conversionView, fxRateView, quoteView } from "./views";

export const conversionLocation = (reference: string) => `/api/payments/conversion/${reference}/`;

/** Conversions between a merchant's wallets (scope `conversions`; not money out), and the rates staff set. */
export function conversionRoutes(router: Router, deps: ApiDeps): void {
  const converting = [requireAuth, requireScope("conversions"), requireRole("convert"), requireMerchant];

  router.post("/api/payments/conversion/quote/", ...converting, async (ctx) => {
    const body = parseInput(createQuoteSchema, ctx.request.body);
    const asked = body.amount !== undefined ? { amount: body.amount } : { receive_amount: body.receive_amount as string };
    const request = { from_currency: body.from_currency, to_currency: body.to_currency, ...asked };
    const quote = await createQuote(deps.db, ctx.state.user as UserRow, request, deps.config.FX_RATE_MAX_AGE_HOURS);
    ctx.status = 201;
    ctx.body = quoteView(quote);
  });

  router.post("/api/payments/conversion/", ...converting, async (ctx) => {
    const body = parseInput(createConversionSchema, ctx.request.body);
    const { created, row } = await createConversion(deps.db, ctx.state.user as UserRow, body);
    ctx.status = created ? 201 : 200;
    if (created) ctx.set("Location", conversionLocation(row.reference));
    ctx.body = conversionView(row);
  });

  router.get("/api/payments/conversion/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    const query = parseInput(listConversionsSchema, ctx.query);
    const { results, next } = await listOwnConversions(deps.db, (ctx.state.user as UserRow).id, query);
    ctx.body = { results: results.map(conversionView), next };
  });

  router.get("/api/payments/conversion/:reference/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    ctx.body = conversionView(await ownConversion(deps.db, (ctx.state.user as UserRow).id, ctx.params.reference!));
  });

  router.get("/api/admin/fx-rates/", requireAuth, requireStaff, async (ctx) => {
    ctx.body = { results: (await currentRates(deps.db)).map(fxRateView) };
  });

  router.put("/api/admin/fx-rates/", requireAuth, requireStaff, async (ctx) => {
    const body = parseInput(setFxRateSchema, ctx.request.body);
    ctx.body = fxRateView(await setFxRate(deps.db, (ctx.state.user as UserRow).id, body));
  });
}
