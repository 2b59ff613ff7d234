import type { DeliveryRow } from "../../domain/merchant-notifications/deliveries";
import type { PaymentRow } from "../../domain/payments/row";
import { iso } from "../iso";
import type { TransactionView } from "./schemas";

/** The transaction as the API shows it to its merchant. */
export function transactionView(row: PaymentRow): TransactionView {
  return {
    reference: row.reference,
    merchant_reference: row.merchant_reference,
    amount: row.amount,
    fee: row.fee,
    net_amount: row.net_amount,
    currency: row.currency,
    service: row.service,
    customer_number: row.customer_number,
    callback_url: row.callback_url,
    provider_code_name: row.provider_code_name,
    provider_reference: row.provider_reference,
    transaction_status: row.transaction_status,
    failure_reason: row.failure_reason,
    provider_failure_code: row.provider_failure_code,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    completed_at: iso(row.completed_at),
    refunded_amount: row.refunded_amount ?? "0.00",
    checkout_id: row.checkout_id ?? null,
  };
}

/** One delivery attempt of a merchant notification, as its merchant sees it. */
export function deliveryView(delivery: DeliveryRow) {
  return {
    webhook_id: delivery.webhook_id,
    trigger: delivery.trigger,
    attempt: delivery.attempt,
    status_code: delivery.status_code,
    latency_ms: delivery.latency_ms,
    error: delivery.error,
    attempted_at: delivery.attempted_at.toISOString(),
  };
}
