import type { MerchantWithUser } from "../../domain/accounts/merchants";
import type { StaffAuditRow } from "../../domain/accounts/staff-audit";
import type { UserRow, UserWithMerchant } from "../../domain/accounts/users-store";
import type { LedgerEntryRow } from "../../domain/ledger/entries";
import type { DeliveryRow } from "../../domain/merchant-notifications/deliveries";
import type { PaymentEventRow } from "../../domain/payments/history";
import type { PaymentWithMerchant } from "../../domain/payments/payments-store";
import type { StoredRawCallback } from "../../domain/provider-webhooks/raw-callbacks-store";
import type { VerificationFailureRow } from "../../domain/provider-webhooks/verification-failures-store";
import type { ProviderAttemptRow } from "../../domain/routing/provider-attempts-store";
import { iso } from "../iso";
import { transactionView } from "../payments/views";

/** A transaction as staff see it: the merchant's view plus whose it is and how it was asked to be routed. */
export function adminTransactionView(row: PaymentWithMerchant) {
  return {
    ...transactionView(row),
    merchant_id: row.merchant_id,
    merchant_name: row.merchant_name ?? null,
    account_type: row.account_type,
    requested_provider: row.requested_provider,
  };
}

export function transactionEventView(row: PaymentEventRow) {
  return {
    id: String(row.id),
    from_status: row.from_status,
    to_status: row.to_status,
    details: row.details,
    created_at: iso(row.created_at),
  };
}

export function providerAttemptView(row: ProviderAttemptRow) {
  return {
    id: String(row.id),
    provider_code_name: row.provider_code_name,
    operation: row.operation,
    outcome: row.outcome,
    http_status: row.http_status,
    request: row.request,
    response: row.response,
    error: row.error,
    latency_ms: row.latency_ms,
    created_at: iso(row.created_at),
  };
}

/** A verified inbound provider webhook; `payload` is what verification produced (decrypted for the sealed protocol). */
export function rawCallbackView(row: StoredRawCallback) {
  return {
    id: row.id,
    seq: String(row.seq),
    provider_code_name: row.provider_code_name,
    event_id: row.event_id,
    reference: row.reference,
    raw_body: row.raw_body,
    headers: row.headers,
    payload: row.payload,
    result: row.result,
    authenticated: row.authenticated,
    source_address: row.source_address,
    received_at: iso(row.received_at),
    processing_status: row.processing_status,
    processing_note: row.processing_note,
    signalled_at: iso(row.signalled_at),
    processed_at: iso(row.processed_at),
  };
}

export function webhookFailureView(row: VerificationFailureRow) {
  return {
    id: String(row.id),
    provider_code_name: row.provider_code_name,
    source_address: row.source_address,
    reason: row.reason,
    body_sha256: row.body_sha256,
    body_size: row.body_size,
    received_at: iso(row.received_at),
  };
}

export function ledgerEntryView(row: LedgerEntryRow) {
  return {
    id: String(row.id),
    kind: row.kind,
    account: row.account,
    currency: row.currency,
    amount: row.amount,
    created_at: iso(row.created_at),
  };
}

export function merchantNotificationView(row: DeliveryRow) {
  return {
    id: String(row.id),
    webhook_id: row.webhook_id,
    trigger: row.trigger,
    attempt: row.attempt,
    status_code: row.status_code,
    latency_ms: row.latency_ms,
    error: row.error,
    attempted_at: iso(row.attempted_at),
  };
}

export function adminUserView(row: UserRow & Partial<Pick<UserWithMerchant, "merchant_id" | "merchant_name">>) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    type: row.type,
    account_type: row.account_type,
    profile_completed: row.profile_completed,
    has_wallet: row.has_wallet,
    is_staff: row.is_staff,
    is_active: row.is_active,
    email_verified_at: iso(row.email_verified_at),
    created_at: iso(row.created_at),
    merchant: row.merchant_id ? { id: row.merchant_id, name: row.merchant_name } : null,
  };
}

export function adminMerchantView(row: MerchantWithUser) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    created_at: iso(row.created_at),
    user: { id: row.user_id, email: row.user_email, account_type: row.account_type, is_active: row.is_active },
  };
}

export function auditLogView(row: StaffAuditRow) {
  return {
    id: String(row.id),
    actor: row.actor_id ? { id: row.actor_id, email: row.actor_email } : null,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: row.before,
    after: row.after,
    reason: row.reason,
    created_at: iso(row.created_at),
  };
}
