import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { createPayout, createPayoutsInBulk, type PayoutCreation } from "../../domain/payouts/create-payout";
import {
  approveOwnPayout,
  cancelOwnPayout,
  listOwnPayouts,
  ownPayout,
  ownPayoutDeliveries,
  resendPayoutNotification,
} from "../../domain/payouts/merchant-payouts";
import { lookUpRecipient, recipientService } from "../../domain/payouts/recipient-lookup";
import { AppError } from "../../lib/errors";
import { confirmPasswordAndCode } from "../auth/step-up";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { errorBody } from "../middleware/errors";
import { requireAllowedAddress } from "../middleware/money-out-address";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput, parsePartially } from "../middleware/validate";
import { assertMemberMayApprove } from "../money-out-controls/approver";
import { createdMoneyOut } from "../money-out-outcome";
import { movementNotificationRoutes } from "../movement-notification-routes";
import { approvePayoutSchema, bulkPayoutSchema, createPayoutSchema, listPayoutsSchema, recipientLookupSchema } from "./schemas";
import { payoutView } from "./views";

export const payoutLocation = (reference: string) => `/api/payments/payout/${reference}/`;
const createdPayout = (creation: PayoutCreation) => createdMoneyOut(creation, "payout", payoutLocation);

export function payoutRoutes(router: Router, deps: ApiDeps): void {
  /** Money out: a merchant's token with the `payouts` scope, of a member whose role pays out, from an address its allowlist allows. */
  const moneyOut = [requireAuth, requireScope("payouts"), requireRole("pay_out"), requireMerchant, requireAllowedAddress];
  const creationDeps = () => ({
    db: deps.db,
    providers: deps.providers,
    engine: deps.payouts,
    fees: deps.config.FEE_SCHEDULE.payout,
    allowPrivateCallbacks: deps.config.CALLBACK_ALLOW_PRIVATE,
  });

  /** The account paying, and the member asking (recorded as the payout's creator). */
  const payer = (state: Record<string, unknown>) => {
    const { id, account_type } = state.user as UserRow;
    return { id, account_type, actorId: (state.person as UserRow).id };
  };

  router.post("/api/payments/payout/", ...moneyOut, async (ctx) => {
    const { fields, details } = parsePartially(createPayoutSchema, ctx.request.body);
    const creation = await createPayout(creationDeps(), payer(ctx.state), { fields, shapeProblems: details });
    ctx.status = 201;
    ctx.body = payoutView(createdPayout(creation));
  });

  router.post(
    "/api/payments/payout/recipient-lookup/",
    requireAuth,
    requireScope("payouts"),
    requireRole("pay_out"),
    requireMerchant,
    async (ctx) => {
      const body = parseInput(recipientLookupSchema, ctx.request.body);
      const user = ctx.state.user as UserRow;
      await deps.limiters.recipient_lookup.take({ account: user.id, address: ctx.ip });
      const service = await recipientService(deps.db, body.recipient_number, body.service);
      const lookup = await lookUpRecipient(deps.db, deps.providers, {
        accountType: user.account_type,
        number: body.recipient_number,
        service,
      });
      if (lookup.kind === "unavailable") {
        throw new AppError(422, "lookup_unavailable", `No provider for ${service} can tell who holds a number now.`);
      }
      if (lookup.kind === "not_found") {
        throw new AppError(404, "recipient_not_found", "The network says this number is not registered.", {
          recipient_number: "Not registered on the network.",
        });
      }
      ctx.body = { recipient_number: body.recipient_number, service, name: lookup.name };
    },
  );

  router.post("/api/payments/payout/bulk/", ...moneyOut, async (ctx) => {
    const { payouts } = parseInput(bulkPayoutSchema, ctx.request.body);
    const user = ctx.state.user as UserRow;
    await deps.limiters.payout_bulk.take({ account: user.id, address: ctx.ip });
    const requests = payouts.map((item) => {
      const { fields, details } = parsePartially(createPayoutSchema, item);
      return { fields, shapeProblems: details };
    });
    const creations = await createPayoutsInBulk(creationDeps(), payer(ctx.state), requests);
    ctx.status = 201;
    ctx.body = {
      results: creations.map((creation, index) => {
        if (creation instanceof AppError) return { index, ...errorBody(creation) };
        try {
          return { index, payout: payoutView(createdPayout(creation)) };
        } catch (refusal) {
          if (!(refusal instanceof AppError)) throw refusal;
          return { index, ...errorBody(refusal) };
        }
      }),
    };
  });

  router.get("/api/payments/payout/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    const query = parseInput(listPayoutsSchema, ctx.query);
    const { results, next } = await listOwnPayouts(deps.db, (ctx.state.user as UserRow).id, query);
    ctx.body = { results: results.map(payoutView), next };
  });

  router.get("/api/payments/payout/:reference/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    ctx.body = payoutView(await ownPayout(deps.db, (ctx.state.user as UserRow).id, ctx.params.reference!));
  });

  router.post("/api/payments/payout/:reference/cancel/", ...moneyOut, async (ctx) => {
    ctx.body = payoutView(await cancelOwnPayout(deps.db, deps.payouts, (ctx.state.user as UserRow).id, ctx.params.reference!));
  });

  // A session token only (an API token, however scoped, can never approve), the password and a second factor.
  router.post(
    "/api/payments/payout/:reference/approve/",
    requireAuth,
    requireScope("session"),
    requireRole("approve"),
    requireMerchant,
    async (ctx) => {
      const credentials = parseInput(approvePayoutSchema, ctx.request.body);
      const userId = (ctx.state.user as UserRow).id;
      const person = ctx.state.person as UserRow;
      const payout = await ownPayout(deps.db, userId, ctx.params.reference!);
      if (payout.approval_status !== "not_required") {
        await assertMemberMayApprove(deps.db, ctx, payout.merchant_id, payout.created_by);
      }
      await confirmPasswordAndCode(deps, ctx, credentials, "required");
      ctx.body = payoutView(await approveOwnPayout(deps.db, deps.payouts, userId, payout.reference, person.id));
    },
  );

  movementNotificationRoutes(
    router,
    deps,
    "/api/payments/payout",
    { scope: "payouts", role: "pay_out" },
    {
      own: ownPayout,
      deliveriesOf: ownPayoutDeliveries,
      resend: resendPayoutNotification,
    },
  );
}
