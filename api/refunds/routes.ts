import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { createRefund, type RefundCreation } from "../../domain/refunds/create-refund";
import { listOwnRefunds, ownRefund } from "../../domain/refunds/merchant-refunds";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { requireAllowedAddress } from "../middleware/money-out-address";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput, parsePartially } from "../middleware/validate";
import { createdMoneyOut } from "../money-out-outcome";
import { createRefundSchema, listRefundsSchema } from "./schemas";
import { refundView } from "./views";

export const refundLocation = (reference: string) => `/api/payments/refund/${reference}/`;

const createdRefund = (creation: RefundCreation) => createdMoneyOut(creation, "refund", refundLocation);

export function refundRoutes(router: Router, deps: ApiDeps): void {
  router.post(
    "/api/payments/transaction/:reference/refund/",
    requireAuth,
    requireScope("refunds"),
    requireRole("refund"),
    requireMerchant,
    requireAllowedAddress,
    async (ctx) => {
      const { fields, details } = parsePartially(createRefundSchema, ctx.request.body);
      const creation = await createRefund(
        {
          db: deps.db,
          engine: deps.refunds,
          fees: deps.config.FEE_SCHEDULE.refund,
          allowPrivateCallbacks: deps.config.CALLBACK_ALLOW_PRIVATE,
        },
        ctx.state.user as UserRow,
        ctx.params.reference!,
        { fields, shapeProblems: details },
      );
      ctx.status = 201;
      ctx.body = refundView(createdRefund(creation));
    },
  );

  router.get("/api/payments/refund/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    const query = parseInput(listRefundsSchema, ctx.query);
    const { results, next } = await listOwnRefunds(deps.db, (ctx.state.user as UserRow).id, query);
    ctx.body = { results: results.map(refundView), next };
  });

  router.get("/api/payments/refund/:reference/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    ctx.body = refundView(await ownRefund(deps.db, (ctx.state.user as UserRow).id, ctx.params.reference!));
  });
}
