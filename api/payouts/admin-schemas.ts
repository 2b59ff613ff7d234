import { z } from "zod";
import { timestamp } from "../../lib/validation";
import {
  ledgerEntrySchema,
  notificationAttemptSchema,
  providerAttemptSchema,
  rawCallbackSchema,
  transactionEventSchema,
} from "../admin/schemas";
import { pageOf } from "../paging";
import { approvalStatus, payoutSchema, payoutStatus } from "./schemas";

export const adminPayoutsQuery = z.strictObject({
  reference: z.string().trim().min(1).max(64).optional(),
  merchant_reference: z.string().trim().min(1).max(64).optional(),
  merchant_id: z.uuid("Use a merchant id (uuid).").optional(),
  status: payoutStatus.optional(),
  approval_status: approvalStatus.optional(),
  provider: z.string().trim().min(1).max(40).optional(),
  currency: z.string().trim().toUpperCase().max(3).optional(),
  created_after: timestamp.optional(),
  created_before: timestamp.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminPayoutSchema = payoutSchema
  .extend({
    merchant_id: z.uuid(),
    merchant_name: z.string(),
    account_type: z.enum(["sandbox", "prod"]),
    requested_provider: z
      .string()
      .nullable()
      .meta({ description: "`provider_code_name` as the merchant asked; null: routing chose." }),
    queued_since: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: "Since when it waits for a provider; null when it does not." }),
    approved_at: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: "When the merchant approved it (password and code); null when it was not approved." }),
  })
  .meta({
    id: "AdminPayout",
    description: "A payout as staff see it: the merchant's view plus whose it is and how it was routed.",
  });

export const adminPayoutPageSchema = pageOf(adminPayoutSchema);

export const adminPayoutDetailSchema = z
  .strictObject({
    payout: adminPayoutSchema,
    merchant: z.strictObject({ id: z.uuid(), name: z.string(), email: z.string(), user_id: z.uuid() }),
    events: z.array(transactionEventSchema).meta({ description: "State changes, oldest first." }),
    provider_attempts: z.array(providerAttemptSchema).meta({ description: "Disbursements and status queries, oldest first." }),
    provider_webhooks: z
      .array(rawCallbackSchema)
      .meta({ description: "Verified webhooks naming this payout, in arrival order." }),
    ledger_entries: z.array(ledgerEntrySchema).meta({ description: "Its hold, then its release or its booking and fee." }),
    merchant_notifications: z.array(notificationAttemptSchema).meta({ description: "Oldest first." }),
    workflow: z.strictObject({
      workflow_id: z.string().meta({ description: "The payout's Temporal workflow." }),
      temporal_ui_url: z.string().meta({ description: "That workflow in the Temporal UI (`TEMPORAL_UI_URL`)." }),
    }),
  })
  .meta({ id: "AdminPayoutDetail", description: "One payout's whole story." });
