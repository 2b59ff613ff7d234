import type { Dictionary } from "../i18n/en";
import { STAFF } from "../i18n/staff";
import { Link } from "../router";
import type { Payout } from "../types";
import { Badge, type Column, When } from "../ui/parts";

/** A payout's reference, linking to its page at `${detailPath}/<reference>`. */
export function payoutReferenceColumn<Row extends Payout>(detailPath: string, text: Dictionary = STAFF): Column<Row> {
  return {
    label: text.columns.reference,
    render: (row) => (
      <Link to={`${detailPath}/${encodeURIComponent(row.reference)}`} class="mono">
        {row.reference}
      </Link>
    ),
  };
}

/** The columns every payout list shows after the reference (and, for staff, the merchant); staff's in English. */
export function payoutColumns<Row extends Payout>(text: Dictionary = STAFF): Column<Row>[] {
  return [
    { label: text.columns.merchantReference, render: (row) => <span class="mono">{row.merchant_reference}</span> },
    { label: text.columns.amount, numeric: true, render: (row) => text.money(row.amount, row.currency) },
    {
      label: text.columns.status,
      render: (row) => (
        <span title={row.failure_reason ? text.failureReason(row.failure_reason) : undefined}>
          <Badge value={row.payout_status} label={statusLabel(row, text)} />
        </span>
      ),
    },
    { label: text.payouts.recipient, render: (row) => <span class="mono">{row.recipient_number}</span> },
    { label: text.columns.provider, render: (row) => row.provider_code_name ?? "—" },
    { label: text.columns.created, render: (row) => <When value={row.created_at} /> },
  ];
}

/** A payout waits for a provider (and can be cancelled) while it is Pending with a `waiting:` reason. */
export const isWaiting = (payout: Payout) =>
  payout.payout_status === "Pending" && !!payout.failure_reason?.startsWith("waiting:");

/** A payout over the merchant's threshold that nobody approved yet (it can be approved or cancelled). */
export const isAwaitingApproval = (payout: Payout) =>
  payout.payout_status === "Pending" && payout.approval_status === "awaiting_approval";

/** What a Pending payout waits for, beside its status. */
export function statusLabel(payout: Payout, text: Dictionary = STAFF): string | undefined {
  if (isAwaitingApproval(payout)) return text.payouts.awaitingApproval;
  return isWaiting(payout) ? text.payouts.pendingWaiting : undefined;
}
