import type { PaymentLinkTotals } from "../../domain/checkouts/payment-links-store";
import type { CheckoutWithTries, PaymentLinkRow } from "../../domain/checkouts/row";
import type { CheckoutView, PaymentLinkView } from "./schemas";

const iso = (date: Date) => new Date(date).toISOString();

/** The checkout as the API shows it to its merchant, with its tries. */
export function checkoutView(row: CheckoutWithTries, publicBaseUrl: string): CheckoutView {
  return {
    id: row.reference,
    checkout_url: `${publicBaseUrl}/pay/${row.reference}`,
    merchant_reference: row.merchant_reference,
    amount: row.amount,
    currency: row.currency,
    description: row.description,
    return_url: row.return_url,
    customer_number: row.customer_number,
    callback_url: row.callback_url,
    checkout_status: row.checkout_status,
    expires_at: iso(row.expires_at),
    expires_in_minutes: Math.round((new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 60_000),
    transaction_reference: row.transaction_reference,
    transactions: row.tries.map((one) => one.reference),
    tries: row.tries.map((one) => ({
      reference: one.reference,
      transaction_status: one.transaction_status,
      failure_reason: one.failure_reason,
      provider_failure_code: one.provider_failure_code,
      service: one.service,
      customer_number: one.customer_number,
      created_at: iso(one.created_at),
      given_up_at: one.checkout_given_up_at ? iso(one.checkout_given_up_at) : null,
    })),
    payment_link_id: row.payment_link_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const NO_CHECKOUTS: PaymentLinkTotals = { checkouts: 0, paid: 0, paid_amount: "0.00" };

export function paymentLinkView(row: PaymentLinkRow & Partial<PaymentLinkTotals>, publicBaseUrl: string): PaymentLinkView {
  return {
    id: row.id,
    url: `${publicBaseUrl}/l/${row.id}`,
    qr_url: `${publicBaseUrl}/l/${row.id}/qr.svg`,
    name: row.name,
    currency: row.currency,
    amount: row.amount,
    description: row.description,
    callback_url: row.callback_url,
    active: row.active,
    checkouts: row.checkouts ?? NO_CHECKOUTS.checkouts,
    paid: row.paid ?? NO_CHECKOUTS.paid,
    paid_amount: row.paid_amount ?? NO_CHECKOUTS.paid_amount,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
