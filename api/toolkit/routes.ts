import type Router from "@koa/router";
import type { UserRow } from "../../domain/accounts/users-store";
import { predictNumber } from "../../domain/catalogue/phone-numbers";
import { activeConfiguration } from "../../domain/routing/active-configuration";
import { availability, type SupportsOperation } from "../../domain/routing/availability";
import { ValidationError } from "../../lib/errors";
import { type OperationName, supports as supportsOperation } from "../../providers/types";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { predictProviderBody } from "./schemas";

/** The connector operation each toolkit operation sends. */
const SENDING: Record<Parameters<SupportsOperation>[1], OperationName> = {
  collection: "collect",
  payout: "disburse",
  refund: "refund",
};

/** The merchant toolkit: what a number is, what may be sent where, and whether the providers can take it now. */
export function toolkitRoutes(router: Router, deps: ApiDeps): void {
  const supports: SupportsOperation = (codeName, operation) =>
    supportsOperation(deps.providers.get(codeName), SENDING[operation]);

  router.post("/api/payments/predict-provider/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    const { phone_number } = parseInput(predictProviderBody, ctx.request.body);
    const predicted = predictNumber(phone_number);
    if ("problem" in predicted) throw new ValidationError({ phone_number: predicted.problem });
    ctx.body = { phone_number: predicted.phoneNumber, country: predicted.country, service: predicted.service };
  });

  router.get("/api/organization/active-conf/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    ctx.body = { results: await activeConfiguration(deps.db, (ctx.state.user as UserRow).account_type, supports) };
  });

  router.get("/api/organization/availability/", requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    const results = await availability(deps.db, (ctx.state.user as UserRow).account_type, supports);
    ctx.body = { results: results.map(({ service, operation, status }) => ({ service, operation, status })) };
  });

  router.get("/api/admin/availability/", requireAuth, requireStaff, async (ctx) => {
    ctx.body = { results: await availability(deps.db, "prod", supports) };
  });
}
