/**
 * Names for the API's shapes that the console's own code spells out (most pages let the typed client infer them):
 * each is taken from openapi.json's types in api-types.ts, never written out here.
 */
import type { components, paths } from "./api-types";

type Schemas = components["schemas"];
/** The JSON that a GET of `Path` answers with. */
type Answer<Path extends keyof paths> = paths[Path] extends {
  get: { responses: { 200: { content: { "application/json": infer Body } } } };
}
  ? Body
  : never;
/** The JSON body that `Method` on `Path` takes. */
type RequestBody<Path extends keyof paths, Method extends "post" | "patch"> = paths[Path][Method] extends {
  requestBody?: { content: { "application/json": infer Body } };
}
  ? Body
  : never;

export type Transaction = Schemas["Transaction"];
export type TransactionStatus = Transaction["transaction_status"];
export type FinalStatus = RequestBody<"/api/admin/transactions/{reference}/resolve/", "post">["transaction_status"];
export type Delivery = Answer<"/api/payments/transaction/{reference}/callbacks/">["results"][number];
export type AdminUser = Schemas["AdminUser"];
export type UserChanges = RequestBody<"/api/admin/users/{id}/", "patch">;
export type ProviderHealth = Schemas["ProviderHealth"];
export type ProviderFloat = Schemas["ProviderFloat"];
export type RoutingRule = Schemas["RoutingRule"];
export type RoutingRuleInput = Schemas["RoutingRuleInput"];
export type RoutingDecision = Schemas["RoutingDecision"];
export type ProviderChanges = RequestBody<"/api/admin/providers/{codeName}/", "patch">;
export type ReportRow = Schemas["ReportRow"];
export type Payout = Schemas["Payout"];
export type ConversionQuote = Schemas["ConversionQuote"];
export type Conversion = Schemas["Conversion"];
export type AdminPayout = Schemas["AdminPayout"];
export type StatementLine = Schemas["StatementLine"];

/**
 * The keys of `choices`, for a select's options. Written `choicesOf<Union>({ … })`, the object must name every
 * value of the API's enum and no other, so an enum changed on the service fails the console's type-check.
 */
function choicesOf<Choice extends string>(choices: Record<Choice, true>): Choice[] {
  return Object.keys(choices) as Choice[];
}

export const STATUSES = choicesOf<TransactionStatus>({ Pending: true, Processing: true, Success: true, Failed: true });
export const FINAL_STATUSES = choicesOf<FinalStatus>({ Success: true, Failed: true });
export const WEBHOOK_OUTCOMES = choicesOf<Schemas["RawCallback"]["processing_status"]>({
  received: true,
  applied: true,
  duplicate: true,
  contrary_after_terminal: true,
  mismatch: true,
  unknown_reference: true,
  informational: true,
  status_query: true,
});
export const STAFF_ACTIONS = choicesOf<Schemas["AuditEntry"]["action"]>({
  "user.update": true,
  "provider.update": true,
  "transaction.resend_callback": true,
  "transaction.resolve": true,
  "reconciliation.run": true,
  "reconciliation.accept": true,
  "reconciliation.refund": true,
  "reconciliation.hold": true,
  "routing_rule.create": true,
  "routing_rule.update": true,
  "routing_rule.delete": true,
  "fx_rate.set": true,
});
export const USER_TYPES = choicesOf<AdminUser["type"]>({ merchant: true, staff: true });
export const ACCOUNT_TYPES = choicesOf<AdminUser["account_type"]>({ sandbox: true, prod: true });
