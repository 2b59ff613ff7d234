import type { Knex } from "knex";
import * as foundation from "./001_foundation";
import * as payments from "./002_payments";
import * as accounts from "./003_accounts";
import * as sandbox from "./004_sandbox";
import * as settlement from "./005_settlement";
import * as consoleTables from "./006_console";
import * as accountHardening from "./007_account_hardening";
import * as workflowStart from "./008_workflow_start";
import * as providerProtocols from "./009_provider_protocols";
import * as sandboxMoneyOut from "./010_sandbox_money_out";
import * as payouts from "./011_payouts";
import * as refunds from "./014_refunds";
import * as reconciliation from "./015_reconciliation";
import * as policyAudit from "./016_policy_audit";
import * as routing from "./018_routing";
import * as refundReason from "./019_refund_reason";
import * as ledgerBalances from "./020_ledger_balances";
import * as credentials from "./021_credentials";
import * as moneyOutControls from "./022_money_out_controls";
import * as rawCallbackOperation from "./023_raw_callback_operation";
import * as movementEvents from "./024_movement_events";
import * as eventsAndEndpoints from "./025_events_and_endpoints";
import * as checkouts from "./026_checkouts";
import * as failureVocabulary from "./027_failure_vocabulary";
import * as unauthenticatedCallbacks from "./028_unauthenticated_callbacks";
import * as providerAmountDecimals from "./029_provider_amount_decimals";
import * as refundMethod from "./030_refund_method";
import * as resendCallbackAttempts from "./031_resend_callback_attempts";
import * as recipientNames from "./032_recipient_names";
import * as providerFloats from "./033_provider_floats";
import * as givenUpTries from "./034_given_up_tries";
import * as balanceAlerts from "./035_balance_alerts";
import * as conversions from "./036_conversions";
import * as members from "./037_members";
import * as payoutFiles from "./038_payout_files";
import * as invitationCancel from "./039_invitation_cancel";
import * as merchantAudit from "./040_merchant_audit";
import * as merchantAuditAddress from "./041_merchant_audit_address";
import * as pendingPostings from "./042_pending_postings";
import * as paymentsTable from "./043_payments_table";

type Migration = Pick<Knex.Migration, "up" | "down">;

/** Ordered list of migrations; imported rather than globbed so source and compiled builds agree. */
const migrations: ReadonlyArray<readonly [string, Migration]> = [
  ["001_foundation", foundation],
  ["002_payments", payments],
  ["003_accounts", accounts],
  ["004_sandbox", sandbox],
  ["005_settlement", settlement],
  ["006_console", consoleTables],
  ["007_account_hardening", accountHardening],
  ["008_workflow_start", workflowStart],
  ["009_provider_protocols", providerProtocols],
  ["010_sandbox_money_out", sandboxMoneyOut],
  ["011_payouts", payouts],
  ["014_refunds", refunds],
  ["015_reconciliation", reconciliation],
  ["016_policy_audit", policyAudit],
  ["018_routing", routing],
  ["019_refund_reason", refundReason],
  ["020_ledger_balances", ledgerBalances],
  ["021_credentials", credentials],
  ["022_money_out_controls", moneyOutControls],
  ["023_raw_callback_operation", rawCallbackOperation],
  ["024_movement_events", movementEvents],
  ["025_events_and_endpoints", eventsAndEndpoints],
  ["026_checkouts", checkouts],
  ["027_failure_vocabulary", failureVocabulary],
  ["028_unauthenticated_callbacks", unauthenticatedCallbacks],
  ["029_provider_amount_decimals", providerAmountDecimals],
  ["030_refund_method", refundMethod],
  ["031_resend_callback_attempts", resendCallbackAttempts],
  ["032_recipient_names", recipientNames],
  ["033_provider_floats", providerFloats],
  ["034_given_up_tries", givenUpTries],
  ["035_balance_alerts", balanceAlerts],
  ["036_conversions", conversions],
  ["037_members", members],
  ["038_payout_files", payoutFiles],
  ["039_invitation_cancel", invitationCancel],
  ["040_merchant_audit", merchantAudit],
  ["041_merchant_audit_address", merchantAuditAddress],
  ["042_pending_postings", pendingPostings],
  ["043_payments_table", paymentsTable],
];

export const migrationSource: Knex.MigrationSource<readonly [string, Migration]> = {
  getMigrations: async () => [...migrations],
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
