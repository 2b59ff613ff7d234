/** The shapes the console reads, as the API documents them (docs in README and the console API contract). */
export type TransactionStatus = "Pending" | "Processing" | "Success" | "Failed";
export const STATUSES: TransactionStatus[] = ["Pending", "Processing", "Success", "Failed"];

export interface Transaction {
  reference: string;
  merchant_reference: string;
  amount: string;
  fee: string | null;
  net_amount: string | null;
  currency: string;
  service: string;
  customer_number: string;
  callback_url: string;
  provider_code_name: string | null;
  provider_reference: string | null;
  transaction_status: TransactionStatus;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  merchant_id?: string;
  merchant_name?: string;
  account_type?: string;
}

export interface Delivery {
  id?: string;
  webhook_id: string;
  trigger: string;
  attempt: number;
  status_code: number | null;
  latency_ms: number | null;
  error: string | null;
  attempted_at: string;
}

export interface TransactionEvent {
  id: string;
  from_status: string | null;
  to_status: string;
  details: Record<string, unknown>;
  created_at: string;
}

export interface ProviderAttempt {
  id: string;
  provider_code_name: string;
  operation: string;
  outcome: string;
  http_status: number | null;
  request: unknown;
  response: unknown;
  error: string | null;
  latency_ms: number | null;
  created_at: string;
}

export interface ProviderWebhook {
  id: string;
  seq?: string;
  provider_code_name: string;
  event_id: string;
  reference?: string | null;
  payload: unknown;
  headers: Record<string, unknown>;
  source_address: string | null;
  received_at: string;
  processing_status: string;
  processing_note: string | null;
  processed_at: string | null;
}

export interface LedgerEntry {
  id: string;
  account: string;
  currency: string;
  amount: string;
  created_at: string;
}

export interface AdminTransactionDetail {
  transaction: Transaction;
  merchant: { id: string; name: string; email: string; user_id: string } | null;
  events: TransactionEvent[];
  provider_attempts: ProviderAttempt[];
  provider_webhooks: ProviderWebhook[];
  ledger_entries: LedgerEntry[];
  merchant_notifications: Delivery[];
  workflow: { workflow_id: string; temporal_ui_url: string };
}

export interface VerificationFailure {
  id: string;
  provider_code_name: string;
  source_address: string | null;
  reason: string;
  body_sha256: string;
  body_size: number;
  received_at: string;
}

export interface AdminUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  type: string;
  account_type: string;
  is_staff: boolean;
  is_active: boolean;
  profile_completed: boolean;
  created_at: string;
  merchant: { id: string; name: string } | null;
}

export interface AdminMerchant {
  id: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  created_at: string;
  user: { id: string; email: string; account_type: string; is_active: boolean };
}

export interface ProviderHealth {
  code_name: string;
  name: string;
  protocol: string;
  priority: number;
  enabled: boolean;
  builtin: boolean;
  services: string[];
  currencies: string[];
  managed_by: string;
  circuit: {
    state: string;
    consecutive_failures: number;
    demoted_until: string | null;
    last_failure_at: string | null;
    last_success_at: string | null;
  };
  last_hour: {
    initiations: number;
    successes: number;
    latency_ms: { p50: number | null; p95: number | null; p99: number | null };
  };
}

export interface AuditEntry {
  id: string;
  actor: { id: string; email: string };
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  created_at: string;
}

export interface ReportRow {
  group: string;
  currency: string;
  count: number;
  success_count: number;
  attempted: string;
  gross: string;
  fee: string;
  net: string;
}

export interface Report {
  from: string;
  to: string;
  group_by: string;
  results: ReportRow[];
}

export interface ApiToken {
  token_key: string;
  created_at: string;
  expiry: string;
  last_used_at: string | null;
}
