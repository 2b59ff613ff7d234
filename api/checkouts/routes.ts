import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { type CheckoutCreation, createCheckout } from "../../domain/checkouts/create-checkout";
import { cancelOwnCheckout, listOwnCheckouts, ownCheckout } from "../../domain/checkouts/merchant-checkouts";
import {
  createPaymentLink,
  listOwnPaymentLinks,
  ownPaymentLink,
  setOwnPaymentLinkActive,
} from "../../domain/checkouts/payment-links";
import { ValidationError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput, parsePartially } from "../middleware/validate";
import {
  createCheckoutSchema,
  createPaymentLinkSchema,
  listCheckoutsSchema,
  listPaymentLinksSchema,
  updatePaymentLinkSchema,
} from "./schemas";
import { checkoutView, paymentLinkView } from "./views";

export const checkoutLocation = (id: string) => `/api/payments/checkout/${id}/`;

function createdCheckout(creation: CheckoutCreation) {
  if (creation.outcome === "created") return { ...creation.row, tries: [] };
  const existing = creation.existing;
  throw new ValidationError(
    {
      merchant_reference: "A checkout with this merchant_reference already exists.",
      ...(existing ? { id: existing } : {}),
    },
    "Invalid input.",
    existing ? { Location: checkoutLocation(existing) } : undefined,
  );
}

/** A merchant's checkouts and payment links over the API (the pages customers pay on are api/checkout-page/). */
export function checkoutRoutes(router: Router, deps: ApiDeps): void {
  const base = deps.config.PUBLIC_BASE_URL;
  const userOf = (state: { user?: unknown }) => state.user as UserRow;
  const creationDeps = { db: deps.db, allowPrivateCallbacks: deps.config.CALLBACK_ALLOW_PRIVATE };

  router.post(
    "/api/payments/checkout/",
    requireAuth,
    requireScope("collections"),
    requireRole("collect"),
    requireMerchant,
    async (ctx) => {
      const { fields, details } = parsePartially(createCheckoutSchema, ctx.request.body);
      const creation = await createCheckout(creationDeps, userOf(ctx.state), fields, details);
      ctx.status = 201;
      ctx.body = checkoutView(createdCheckout(creation), base);
    },
  );

  router.get("/api/payments/checkout/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    const query = parseInput(listCheckoutsSchema, ctx.query);
    const { results, next } = await listOwnCheckouts(deps.db, userOf(ctx.state).id, query);
    ctx.body = { results: results.map((row) => checkoutView(row, base)), next };
  });

  router.get("/api/payments/checkout/:id/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    ctx.body = checkoutView(await ownCheckout(deps.db, userOf(ctx.state).id, ctx.params.id!), base);
  });

  router.post(
    "/api/payments/checkout/:id/cancel/",
    requireAuth,
    requireScope("collections"),
    requireRole("collect"),
    async (ctx) => {
      ctx.body = checkoutView(await cancelOwnCheckout(deps.db, userOf(ctx.state).id, ctx.params.id!), base);
    },
  );

  router.post(
    "/api/payments/payment-link/",
    requireAuth,
    requireScope("collections"),
    requireRole("collect"),
    requireMerchant,
    async (ctx) => {
      const { fields, details } = parsePartially(createPaymentLinkSchema, ctx.request.body);
      ctx.status = 201;
      ctx.body = paymentLinkView(await createPaymentLink(creationDeps, userOf(ctx.state), fields, details), base);
    },
  );

  router.get("/api/payments/payment-link/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    const query = parseInput(listPaymentLinksSchema, ctx.query);
    const links = await listOwnPaymentLinks(deps.db, userOf(ctx.state).id, query.limit);
    ctx.body = { results: links.map((link) => paymentLinkView(link, base)) };
  });

  router.get("/api/payments/payment-link/:id/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    ctx.body = paymentLinkView(await ownPaymentLink(deps.db, userOf(ctx.state).id, ctx.params.id!), base);
  });

  router.patch(
    "/api/payments/payment-link/:id/",
    requireAuth,
    requireScope("collections"),
    requireRole("collect"),
    async (ctx) => {
      const { active } = parseInput(updatePaymentLinkSchema, ctx.request.body);
      ctx.body = paymentLinkView(await setOwnPaymentLinkActive(deps.db, userOf(ctx.state).id, ctx.params.id!, active), base);
    },
  );
}
