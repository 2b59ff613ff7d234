import type { Knex } from "knex";
import { isUniqueViolation } from "../../db/errors";
import { counter } from "../../lib/metrics";
import { type EngineDelayed, startInEngine } from "../core/engine-start";
import type { Payer } from "../core/payer";
import { newReference } from "../core/reference";
import type { InitiationResult } from "../routing/failover";
import { routePayment } from "../routing/route-payment";
import type { RoutingSettings } from "../routing/routing-decision";
import { deleteRoutingDecision } from "../routing/routing-decisions-store";
import { checkPayment, type PaymentFields } from "./creation-rules";
import type { PaymentEngine } from "./payment-engine";
import { paymentResource } from "./payment-resource";
import { findByMerchantReference, findPayment, insertPayment } from "./payments-store";
import type { PaymentRow } from "./row";

const paymentsCreated = counter("payments_created_total", "Transactions created, by the state the API answered with", [
  "status",
  "provider",
  "service",
]);

export interface PaymentCreationDeps {
  db: Knex;
  engine: Pick<PaymentEngine, "start" | "exists">;
  allowPrivateCallbacks: boolean;
  routing: RoutingSettings;
}

/** A creation request as far as its shape parsed, with the problems the shape already showed. */
export interface PaymentRequest {
  fields: Partial<PaymentFields>;
  shapeProblems: Record<string, string>;
  /** The checkout this payment is a try of (its Pay on the hosted page). */
  checkoutId?: string;
}

/**
 * How a creation ended once the request passed the rules (a refused request is a ValidationError):
 * - `created`: the row, as the workflow left it once initiation settled, and that initiation's result;
 * - `duplicate`: the merchant already used this merchant_reference (for that transaction, if still there);
 * - `engine_deadline`: the engine did not answer within the creation deadline; the row stays Pending;
 * - `engine_late`: the workflow runs but did not answer in time;
 * - `engine_unavailable`: the engine could not be reached; the Pending row waits for it.
 * The engine_ ones carry the row as it stands: it proceeds, its workflow started as soon as the engine answers.
 */
export type PaymentCreation =
  | { outcome: "created"; row: PaymentRow; initiation: InitiationResult }
  | { outcome: "duplicate"; existingReference: string | undefined }
  | EngineDelayed<PaymentRow>;

/**
 * Creates a collection: applies every creation rule (each bad field named at once), writes the Pending
 * row with its first history event while routing it, then has the engine start its workflow and waits
 * until initiation has settled. The row is never removed: when the engine does not answer in time, its
 * client starts the workflow in the background as soon as it does, and the worker's orphan sweep is the
 * backstop (both idempotent).
 */
export async function createPayment(deps: PaymentCreationDeps, payer: Payer, request: PaymentRequest): Promise<PaymentCreation> {
  const { db, engine } = deps;
  const checked = await checkPayment(
    db,
    payer.id,
    payer.account_type,
    request.fields,
    request.shapeProblems,
    deps.allowPrivateCallbacks,
  );
  const reference = newReference(paymentResource.referencePrefix);
  const routing = {
    reference,
    merchant_id: checked.merchantId,
    account_type: payer.account_type,
    requested_provider: checked.requestedProvider,
    service: checked.service,
    currency: checked.currency,
    amount: checked.amount,
  };
  // Routed while the row is written, so the workflow's first step is the provider call.
  const [inserted, routed] = await Promise.allSettled([
    insertPayment(db, {
      ...routing,
      merchant_reference: checked.merchantReference,
      customer_number: checked.customerNumber,
      callback_url: checked.callbackUrl,
      checkout_id: request.checkoutId ?? null,
    }),
    routePayment(db, deps.routing, routing),
  ]);
  if (inserted.status === "rejected") {
    if (!isUniqueViolation(inserted.reason)) throw inserted.reason;
    if (routed.status === "fulfilled") await deleteRoutingDecision(db, reference);
    const existing = await findByMerchantReference(db, checked.merchantId, checked.merchantReference);
    return { outcome: "duplicate", existingReference: existing?.reference };
  }
  if (routed.status === "rejected") throw routed.reason;
  const route = routed.value;
  const started = await startInEngine(
    reference,
    () => engine.start(reference, checked.merchantId, route),
    () => engine.exists(reference),
  );
  if (started.outcome !== "started") return { ...started, row: (await findPayment(db, reference))! };
  const { initiation } = started;
  const row = (await findPayment(db, reference))!;
  paymentsCreated.inc({ status: row.transaction_status, provider: row.provider_code_name ?? "none", service: row.service });
  return { outcome: "created", row, initiation };
}
