import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { Link } from "../router";
import { isAwaitingApproval, isWaiting, statusLabel } from "../shared/payout-parts";
import { DeliveriesTable } from "../shared/transaction-parts";
import type { Payout } from "../types";
import { dateTime, money } from "../ui/format";
import { Badge, Card, ErrorNotice, KeyValues, Loading, Notice, PageHeader } from "../ui/parts";
import { useData } from "../ui/use-data";
import { ApproveForm } from "./payout-approval";

const APPROVAL_LABELS: Record<Payout["approval_status"], string> = {
  not_required: "Not required",
  awaiting_approval: "Awaiting your approval",
  approved: "Approved",
};

/**
 * One of the merchant's payouts, its notification deliveries, approving it (password and code) while it awaits
 * approval, and cancelling it while it waits for a provider or for approval.
 */
export function MerchantPayoutDetailPage({ reference }: { reference: string }) {
  const params = { path: { reference } };
  const payout = useData(() => dataOf(api.GET("/api/payments/payout/{reference}/", { params })), reference);
  const deliveries = useData(
    () => dataOf(api.GET("/api/payments/payout/{reference}/callbacks/", { params })),
    `${reference}|callbacks`,
  );
  const [error, setError] = useState<unknown>();
  const [cancelled, setCancelled] = useState(false);
  const [approved, setApproved] = useState(false);

  if (!payout.data) return payout.error ? <ErrorNotice error={payout.error} /> : <Loading what="the payout" />;
  const row = payout.data;
  const cancel = async () => {
    setError(undefined);
    try {
      await dataOf(api.POST("/api/payments/payout/{reference}/cancel/", { params }));
      setCancelled(true);
    } catch (caught) {
      setError(caught);
    }
    // Refused or not, the page shows where the payout now stands (a refusal means it moved on).
    payout.reload();
  };

  return (
    <>
      <PageHeader
        title={`Payout ${row.reference}`}
        subtitle={
          <>
            <Badge value={row.payout_status} /> {money(row.amount, row.currency)} · {row.service}
          </>
        }
        actions={
          <>
            {(isWaiting(row) || isAwaitingApproval(row)) && (
              <button type="button" class="button button-danger" onClick={cancel}>
                Cancel payout
              </button>
            )}
            <button
              type="button"
              class="button"
              onClick={() => {
                payout.reload();
                deliveries.reload();
              }}
            >
              Refresh
            </button>
          </>
        }
      />
      <p>
        <Link to="/payouts">← All payouts</Link>
      </p>
      {cancelled && <Notice tone="success">Cancelled: its money is available again.</Notice>}
      {approved && <Notice tone="success">Approved: it goes to a provider now.</Notice>}
      <ErrorNotice error={error} />
      {isAwaitingApproval(row) && (
        <Card title="Awaiting your approval" id="approval">
          <p class="hint">
            Above your approval threshold: its money is held and nothing is sent until you approve it with your password and a
            two-factor code.
          </p>
          <ApproveForm
            payout={row}
            onDone={() => {
              setApproved(true);
              payout.reload();
            }}
          />
        </Card>
      )}
      <Card title="Summary" id="summary">
        <KeyValues
          entries={[
            ["Status", <Badge key="status" value={row.payout_status} label={statusLabel(row)} />],
            ["Approval", APPROVAL_LABELS[row.approval_status]],
            ["Merchant reference", <span class="mono">{row.merchant_reference}</span>],
            ["Amount", money(row.amount, row.currency)],
            ["Fee", money(row.fee, row.currency)],
            ["Recipient", <span class="mono">{row.recipient_number}</span>],
            ["Provider", row.provider_code_name ?? "—"],
            ["Provider reference", row.provider_reference ?? "—"],
            ["Why", row.failure_reason ?? "—"],
            ["Provider's code", row.provider_failure_code ?? "—"],
            ["Created (UTC)", dateTime(row.created_at)],
            ["Updated (UTC)", dateTime(row.updated_at)],
          ]}
        />
      </Card>
      <Card title="Notification deliveries" id="deliveries">
        <ErrorNotice error={deliveries.error} />
        <DeliveriesTable rows={deliveries.data?.results ?? []} />
      </Card>
    </>
  );
}
