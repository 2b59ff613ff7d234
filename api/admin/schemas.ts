import { z } from "zod";
import { STAFF_ACTIONS, STAFF_TARGET_TYPES } from "../../domain/accounts/staff-audit";
import { FINAL_STATUSES } from "../../domain/core/status";
import { LEDGER_ACCOUNTS, LEDGER_ENTRY_KINDS } from "../../domain/ledger/entries";
import { RAW_CALLBACK_STATUSES } from "../../domain/provider-webhooks/raw-callback";
import { timestamp } from "../../lib/validation";
import { PROTOCOL_NAMES } from "../../providers/protocols";
import type { InitiateOutcome, StatusOutcome } from "../../providers/types";
import { userSchema } from "../auth/schemas";
import { checkoutSchema } from "../checkouts/schemas";
import { merchantProfileViewSchema } from "../organization/schemas";
import { pageOf } from "../paging";
import {
  callbackDeliverySchema,
  reportAnswerSchema,
  reportFields,
  transactionSchema,
  transactionStatus,
} from "../payments/schemas";
import { refundSchema } from "../refunds/schemas";
import { routingDecisionSchema } from "./routing-schemas";

const limit = z.coerce.number().int().min(1).max(200).default(50);
/** Lists ordered by a bigserial id: the cursor is the last id seen. */
const idCursor = z
  .string()
  .regex(/^\d{1,18}$/, "Invalid cursor.")
  .optional();
const booleanText = z.enum(["true", "false"]).transform((value) => value === "true");
const accountType = z.enum(["sandbox", "prod"]);

export const adminTransactionsQuery = z.strictObject({
  reference: z.string().trim().min(1).max(64).optional(),
  merchant_reference: z.string().trim().min(1).max(64).optional(),
  merchant_id: z.uuid("Use a merchant id (uuid).").optional(),
  customer_number: z.string().trim().min(1).max(20).optional(),
  status: transactionStatus.optional(),
  provider: z.string().trim().min(1).max(40).optional(),
  service: z.string().trim().toUpperCase().max(20).optional(),
  currency: z.string().trim().toUpperCase().max(3).optional(),
  created_after: timestamp.optional(),
  created_before: timestamp.optional(),
  cursor: z.string().max(200).optional(),
  limit,
});

export const usersQuery = z.strictObject({
  search: z.string().trim().min(1).max(100).optional(),
  type: z.enum(["merchant", "staff"]).optional(),
  account_type: accountType.optional(),
  is_active: booleanText.optional(),
  cursor: z.string().max(200).optional(),
  limit,
});

export const updateUserBody = z
  .strictObject({
    account_type: accountType.optional(),
    is_active: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "Send account_type or is_active.");

export const merchantsQuery = z.strictObject({
  search: z.string().trim().min(1).max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit,
});

export const updateProviderBody = z
  .strictObject({
    priority: z.number().int().min(0).max(10_000).optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "Send priority or enabled.");

export const auditLogQuery = z.strictObject({
  actor_id: z.uuid("Use a user id (uuid).").optional(),
  action: z.string().max(60).optional(),
  target_type: z.enum(STAFF_TARGET_TYPES).optional(),
  target_id: z.string().max(100).optional(),
  cursor: idCursor,
  limit,
});

export const adminReportQuery = z.strictObject({
  ...reportFields,
  merchant_id: z.uuid("Use a merchant id (uuid).").optional(),
});

const page = {
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
};
export const rawCallbackQuery = z.strictObject({
  ...page,
  provider: z.string().max(40).optional(),
  reference: z.string().max(64).optional(),
  processing_status: z.enum(RAW_CALLBACK_STATUSES).optional(),
});
export const failureQuery = z.strictObject({ ...page, provider: z.string().max(40).optional() });
export const resolveSchema = z.strictObject({
  transaction_status: z.enum(FINAL_STATUSES),
  reason: z.string().trim().min(3, "Say why the transaction is resolved by hand.").max(500),
});

const iso = z.iso.datetime({ offset: true });
export const rawCallbackSchema = z
  .strictObject({
    id: z.uuid(),
    seq: z.string().meta({ description: "Arrival order." }),
    provider_code_name: z.string(),
    event_id: z.string(),
    reference: z.string(),
    raw_body: z.string(),
    headers: z.record(z.string(), z.string()),
    payload: z.unknown(),
    result: z.unknown().meta({
      description: "The final result it reports; null for informational events and for unauthenticated callbacks.",
    }),
    authenticated: z.boolean().meta({
      description:
        "False: its protocol cannot authenticate it (Airtel without a callback key, M-Pesa, Orange); it moved nothing and only had its provider's status query asked (`processing_status` `status_query`).",
    }),
    source_address: z.string().nullable(),
    received_at: iso,
    processing_status: z.enum(RAW_CALLBACK_STATUSES),
    processing_note: z.string().nullable(),
    signalled_at: iso.nullable(),
    processed_at: iso.nullable(),
  })
  .meta({ id: "RawCallback" });

export const rawCallbackPageSchema = pageOf(rawCallbackSchema);

export const webhookFailurePageSchema = pageOf(
  z.strictObject({
    id: z.string(),
    provider_code_name: z.string(),
    source_address: z.string().nullable(),
    reason: z.string(),
    body_sha256: z.string(),
    body_size: z.number().int(),
    received_at: iso,
  }),
);

/** A bigserial id, as text. */
const serialId = z.string().regex(/^\d+$/);
/** A page of `results`, newest first, with the cursor of the next, named in the reference document. */
const namedPageOf = (item: z.ZodType, id: string, description: string) => pageOf(item).meta({ id, description });

export const adminTransactionSchema = transactionSchema
  .extend({
    merchant_id: z.uuid(),
    merchant_name: z.string(),
    account_type: accountType.meta({
      description: "The account's type when the transaction was created: a `sandbox` one only goes to the sandbox provider.",
    }),
    requested_provider: z
      .string()
      .nullable()
      .meta({ description: "`provider_code_name` as the merchant asked; null: routing chose." }),
  })
  .meta({
    id: "AdminTransaction",
    description: "A transaction as staff see it: the merchant's view plus whose it is and how it was asked to be routed.",
  });

export const adminTransactionPageSchema = namedPageOf(
  adminTransactionSchema,
  "AdminTransactionPage",
  "Every merchant's transactions, newest first.",
);

export const transactionEventSchema = z
  .strictObject({
    id: serialId,
    from_status: transactionStatus.nullable().meta({ description: "null for the creation of the transaction." }),
    to_status: transactionStatus,
    details: z
      .record(z.string(), z.unknown())
      .meta({ description: "The columns written with the change (provider, provider reference, failure reason, fee)." }),
    created_at: iso,
  })
  .meta({ id: "TransactionEvent", description: "A state change of a transaction, or its creation." });

/** Every `kind` an initiation or a status query ends with. */
const ATTEMPT_OUTCOMES = [
  "accepted",
  "rejected",
  "ambiguous",
  "not_found",
  "pending",
  "final",
  "unknown",
] as const satisfies ReadonlyArray<InitiateOutcome["kind"] | StatusOutcome["kind"]>;

export const providerAttemptSchema = z
  .strictObject({
    id: serialId,
    provider_code_name: z.string(),
    operation: z.enum(["initiate", "query", "disburse", "disbursement_query", "refund", "refund_query"]),
    outcome: z.enum(ATTEMPT_OUTCOMES).meta({
      description:
        "`initiate`, `disburse`: accepted, rejected or ambiguous; `query`, `disbursement_query`: not_found, pending, final or unknown.",
    }),
    http_status: z.number().int().nullable().meta({ description: "null when no HTTP answer came (timeout, reset)." }),
    request: z.unknown().meta({ description: "What was sent, without credentials; null when nothing was." }),
    response: z.unknown().meta({ description: "The provider's answer as read; null when there was none." }),
    error: z.string().nullable(),
    latency_ms: z.number().int(),
    created_at: iso,
  })
  .meta({ id: "ProviderAttempt", description: "One HTTP exchange with a provider: an initiation or a status query." });

export const ledgerEntrySchema = z
  .strictObject({
    id: serialId,
    kind: z.enum(LEDGER_ENTRY_KINDS).meta({
      description:
        "The entry the line belongs to: a payment's settlement; a payout's or refund's hold, release, booking or fee; a late success and its refund.",
    }),
    account: z.enum(LEDGER_ACCOUNTS).meta({
      description:
        "`merchant_wallet`: the wallet's available money; `merchant_pending`: what it holds for money out in flight; `late_success_suspense`: what a provider settled for a payment we had failed, until refunded.",
    }),
    currency: z.string(),
    amount: z
      .string()
      .regex(/^-?\d+\.\d{2}$/)
      .meta({ description: "Signed: the lines of one entry (reference and kind) sum to zero." }),
    created_at: iso,
  })
  .meta({ id: "LedgerEntry", description: "One ledger line of a transaction's settlement or of a payout." });

export const notificationAttemptSchema = callbackDeliverySchema
  .extend({ id: serialId })
  .meta({ id: "NotificationAttempt", description: "One delivery attempt of the merchant notification." });

export const adminTransactionDetailSchema = z
  .strictObject({
    transaction: adminTransactionSchema,
    merchant: z.strictObject({ id: z.uuid(), name: z.string(), email: z.string(), user_id: z.uuid() }),
    events: z.array(transactionEventSchema).meta({ description: "Oldest first." }),
    provider_attempts: z.array(providerAttemptSchema).meta({ description: "Oldest first." }),
    provider_webhooks: z
      .array(rawCallbackSchema)
      .meta({ description: "Verified webhooks naming this reference, in arrival order." }),
    ledger_entries: z.array(ledgerEntrySchema).meta({ description: "Empty unless the transaction succeeded." }),
    merchant_notifications: z.array(notificationAttemptSchema).meta({ description: "Oldest first." }),
    refunds: z.array(refundSchema).meta({ description: "Its refunds, oldest first (a late success's among them)." }),
    routing_decision: routingDecisionSchema
      .nullable()
      .meta({ description: "Null for a payment routed before decisions were recorded." }),
    workflow: z.strictObject({
      workflow_id: z.string().meta({ description: "The payment's Temporal workflow." }),
      temporal_ui_url: z.string().meta({ description: "That workflow in the Temporal UI (`TEMPORAL_UI_URL`)." }),
    }),
    checkout: checkoutSchema.nullable().meta({
      description:
        "The checkout this transaction is a try of, with every try; `transaction_reference` names the one that counted.",
    }),
  })
  .meta({
    id: "AdminTransactionDetail",
    description: "One transaction's whole story: history, provider attempts, webhooks, ledger and merchant notifications.",
  });

export const adminUserSchema = userSchema
  .extend({
    is_active: z.boolean().meta({ description: "false: the account can neither sign in nor use its tokens." }),
    email_verified_at: iso.nullable().meta({ description: "null until the address is verified." }),
    created_at: iso,
    merchant: z
      .strictObject({ id: z.uuid(), name: z.string() })
      .nullable()
      .meta({ description: "The account's merchant profile; null until one is submitted." }),
  })
  .meta({ id: "AdminUser", description: "An account as staff see it." });

export const adminUserPageSchema = namedPageOf(adminUserSchema, "AdminUserPage", "Accounts, newest first.");

export const adminMerchantSchema = merchantProfileViewSchema
  .extend({
    user: z
      .strictObject({ id: z.uuid(), email: z.string(), account_type: accountType, is_active: z.boolean() })
      .meta({ description: "The account that owns the profile." }),
  })
  .meta({ id: "AdminMerchant", description: "A merchant profile with its account." });

export const adminMerchantPageSchema = namedPageOf(adminMerchantSchema, "AdminMerchantPage", "Merchant profiles, newest first.");

const latency = z.number().int().nullable();

export const providerHealthSchema = z
  .strictObject({
    code_name: z.string(),
    name: z.string(),
    protocol: z.enum(PROTOCOL_NAMES),
    priority: z.number().int().meta({ description: "Routing tries lower values first." }),
    enabled: z.boolean(),
    builtin: z.boolean().meta({ description: "The in-process sandbox provider, which staff cannot change." }),
    services: z.array(z.string()).meta({ description: "Service symbols it collects for." }),
    currencies: z.array(z.string()),
    tells_float: z
      .boolean()
      .meta({ description: "Its protocol can tell its float: `GET /api/admin/providers/<code_name>/balance/`." }),
    managed_by: z
      .enum(["file", "staff"])
      .meta({ description: "`staff`: priority and enabled were set in the console and survive a restart." }),
    circuit: z.strictObject({
      state: z
        .enum(["open", "closed"])
        .meta({ description: "`open` while `demoted_until` is ahead: routing tries the provider after the healthy ones." }),
      consecutive_failures: z.number().int(),
      demoted_until: iso.nullable(),
      last_failure_at: iso.nullable(),
      last_success_at: iso.nullable(),
    }),
    last_hour: z.strictObject({
      initiations: z.number().int(),
      successes: z.number().int().meta({ description: "Initiations the provider accepted." }),
      latency_ms: z
        .strictObject({ p50: latency, p95: latency, p99: latency })
        .meta({ description: "Percentiles over every attempt, initiations and status queries; null without any." }),
    }),
  })
  .meta({ id: "ProviderHealth", description: "A provider with its routing settings, circuit state and last hour's traffic." });

export const providerHealthListSchema = z
  .strictObject({ results: z.array(providerHealthSchema) })
  .meta({ id: "ProviderHealthList", description: "Every provider, by priority then code name." });

const auditChange = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z
  .strictObject({
    id: serialId,
    actor: z
      .strictObject({ id: z.uuid(), email: z.string() })
      .nullable()
      .meta({ description: "The staff member who acted; null: the service itself, by policy (LATE_SUCCESS_POLICY)." }),
    action: z.enum(STAFF_ACTIONS),
    target_type: z.enum(STAFF_TARGET_TYPES),
    target_id: z.string().meta({ description: "A user id, a provider's code name or a transaction reference." }),
    before: auditChange.meta({ description: "The changed fields as they were; null when the action changed none (a resend)." }),
    after: auditChange.meta({ description: "The changed fields as set; for a resend, its `request_id`." }),
    reason: z.string().nullable().meta({ description: "Why, as staff wrote it (a resolution); null otherwise." }),
    created_at: iso,
  })
  .meta({ id: "AuditEntry", description: "One staff action, with what it changed." });

export const auditLogPageSchema = namedPageOf(auditEntrySchema, "AuditLogPage", "Staff actions, newest first.");

export const adminReportAnswerSchema = reportAnswerSchema
  .extend({ merchant_id: z.uuid().optional().meta({ description: "Present when the report is of one merchant." }) })
  .meta({
    id: "AdminReport",
    description: "Totals of the transactions created from `from` to `to`, over every merchant or one.",
  });
