import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { createPayment } from "../../domain/payments/create-payment";
import { listOwnPayments, ownPayment } from "../../domain/payments/merchant-payments";
import { routingSettings } from "../../domain/routing/route-payment";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput, parsePartially } from "../middleware/validate";
import { createdTransaction } from "./initiation-outcome";
import { createTransactionSchema, listTransactionsSchema } from "./schemas";
import { transactionView } from "./views";

export function paymentRoutes(router: Router, deps: ApiDeps): void {
  router.post(
    "/api/payments/transaction/",
    requireAuth,
    requireScope("collections"),
    requireRole("collect"),
    requireMerchant,
    async (ctx) => {
      const { fields, details } = parsePartially(createTransactionSchema, ctx.request.body);
      const creation = await createPayment(
        {
          db: deps.db,
          engine: deps.engine,
          allowPrivateCallbacks: deps.config.CALLBACK_ALLOW_PRIVATE,
          routing: routingSettings(deps.config),
        },
        ctx.state.user as UserRow,
        { fields, shapeProblems: details },
      );
      ctx.status = 201;
      ctx.body = transactionView(createdTransaction(creation));
    },
  );

  router.get("/api/payments/transaction/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    const query = parseInput(listTransactionsSchema, ctx.query);
    const { results, next } = await listOwnPayments(deps.db, (ctx.state.user as UserRow).id, query);
    ctx.body = { results: results.map(transactionView), next };
  });

  router.get("/api/payments/transaction/:reference/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    ctx.body = transactionView(await ownPayment(deps.db, (ctx.state.user as UserRow).id, ctx.params.reference!));
  });
}
