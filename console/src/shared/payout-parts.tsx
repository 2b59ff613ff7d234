import { Link } from "../router";
import type { Payout } from "../types";
import { money } from "../ui/format";
import { Badge, type Column, When } from "../ui/parts";

/** A payout's reference, linking to its page at `${detailPath}/<reference>`. */
export function payoutReferenceColumn<Row extends Payout>(detailPath: string): Column<Row> {
  return {
    label: "Reference",
    render: (row) => (
      <Link to={`${detailPath}/${encodeURIComponent(row.reference)}`} class="mono">
        {row.reference}
      </Link>
    ),
  };
}

/** The columns every payout list shows after the reference (and, for staff, the merchant). */
export function payoutColumns<Row extends Payout>(): Column<Row>[] {
  return [
    { label: "Merchant reference", render: (row) => <span class="mono">{row.merchant_reference}</span> },
    { label: "Amount", numeric: true, render: (row) => money(row.amount, row.currency) },
    {
      label: "Status",
      render: (row) => (
        <span title={row.failure_reason ?? undefined}>
          <Badge value={row.payout_status} label={statusLabel(row)} />
        </span>
      ),
    },
    { label: "Recipient", render: (row) => <span class="mono">{row.recipient_number}</span> },
    { label: "Provider", render: (row) => row.provider_code_name ?? "—" },
    { label: "Created (UTC)", render: (row) => <When value={row.created_at} /> },
  ];
}

/** A payout waits for a provider (and can be cancelled) while it is Pending with a `waiting:` reason. */
export const isWaiting = (payout: Payout) =>
  payout.payout_status === "Pending" && !!payout.failure_reason?.startsWith("waiting:");

/** A payout over the merchant's threshold that nobody approved yet (it can be approved or cancelled). */
export const isAwaitingApproval = (payout: Payout) =>
  payout.payout_status === "Pending" && payout.approval_status === "awaiting_approval";

/** What a Pending payout waits for, beside its status. */
export function statusLabel(payout: Payout): string | undefined {
  if (isAwaitingApproval(payout)) return "Awaiting approval";
  return isWaiting(payout) ? "Pending · waiting" : undefined;
}
