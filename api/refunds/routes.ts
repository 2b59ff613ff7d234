import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { createRefund, type RefundCreation } from "../../domain/refunds/create-refund";
import { listOwnRefunds, ownRefund } from "../../domain/refunds/merchant-refunds";
import type { RefundRow } from "../../domain/refunds/row";
import { ProviderError, ServiceUnavailableError, ValidationError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { parseInput, parsePartially } from "../middleware/validate";
import { createRefundSchema, listRefundsSchema } from "./schemas";
import { refundView } from "./views";

export const refundLocation = (reference: string) => `/api/payments/refund/${reference}/`;

/** The created refund for the 201; otherwise the contract's answer, thrown, as for a transaction or a payout. */
function createdRefund(creation: RefundCreation): RefundRow {
  switch (creation.outcome) {
    case "duplicate": {
      const existing = creation.existingReference;
      throw new ValidationError(
        {
          merchant_reference: "A refund with this merchant_reference already exists.",
          ...(existing ? { reference: existing } : {}),
        },
        "Invalid input.",
        existing ? { Location: refundLocation(existing) } : undefined,
      );
    }
    case "engine_deadline":
    case "engine_late":
      throw new ProviderError("The engine did not answer in time; the refund stays Pending and is being reconciled.", {
        reference: creation.reference,
      });
    case "engine_unavailable":
      throw new ServiceUnavailableError(
        "The engine is unavailable. The refund is recorded as Pending, its money held, and will be started automatically: do not create it again, read it at the Location given.",
        creation.cause,
        { reference: creation.reference },
        { Location: refundLocation(creation.reference) },
      );
    case "created": {
      const { row, initiation } = creation;
      if (initiation.outcome === "accepted") return row;
      const message =
        initiation.outcome === "refused"
          ? "The provider refused the refund; it is Failed and its money released."
          : "The provider's answer is unknown; the refund stays Pending and is being reconciled.";
      throw new ProviderError(message, { reference: row.reference, reason: initiation.reason });
    }
  }
}

export function refundRoutes(router: Router, deps: ApiDeps): void {
  router.post("/api/payments/transaction/:reference/refund/", requireAuth, requireMerchant, async (ctx) => {
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
  });

  router.get("/api/payments/refund/", requireAuth, async (ctx) => {
    const query = parseInput(listRefundsSchema, ctx.query);
    const { results, next } = await listOwnRefunds(deps.db, (ctx.state.user as UserRow).id, query);
    ctx.body = { results: results.map(refundView), next };
  });

  router.get("/api/payments/refund/:reference/", requireAuth, async (ctx) => {
    ctx.body = refundView(await ownRefund(deps.db, (ctx.state.user as UserRow).id, ctx.params.reference!));
  });
}
