import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { useText } from "../i18n/language";
import { Link } from "../router";
import { isAwaitingApproval, isWaiting, statusLabel } from "../shared/payout-parts";
import { DeliveriesTable } from "../shared/transaction-parts";
import { Badge, Card, ErrorNotice, KeyValues, Loading, Notice, PageHeader } from "../ui/parts";
import { useData } from "../ui/use-data";
import { ApproveForm } from "./payout-approval";

/**
 * One of the merchant's payouts, its notification deliveries, approving it (password and code) while it awaits
 * approval, and cancelling it while it waits for a provider or for approval.
 */
export function MerchantPayoutDetailPage({ reference }: { reference: string }) {
  const text = useText();
  const words = text.payouts;
  const params = { path: { reference } };
  const payout = useData(() => dataOf(api.GET("/api/payments/payout/{reference}/", { params })), reference);
  const deliveries = useData(
    () => dataOf(api.GET("/api/payments/payout/{reference}/callbacks/", { params })),
    `${reference}|callbacks`,
  );
  const [error, setError] = useState<unknown>();
  const [cancelled, setCancelled] = useState(false);
  const [approved, setApproved] = useState(false);

  if (!payout.data) return payout.error ? <ErrorNotice error={payout.error} /> : <Loading what={words.loadingOne} />;
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
        title={words.detailTitle(row.reference)}
        subtitle={
          <>
            <Badge value={row.payout_status} /> {text.money(row.amount, row.currency)} · {text.network(row.service)}
          </>
        }
        actions={
          <>
            {(isWaiting(row) || isAwaitingApproval(row)) && (
              <button type="button" class="button button-danger" onClick={cancel}>
                {words.cancelPayout}
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
              {text.common.refresh}
            </button>
          </>
        }
      />
      <p>
        <Link to="/payouts">{words.all}</Link>
      </p>
      {cancelled && <Notice tone="success">{words.cancelledDone}</Notice>}
      {approved && <Notice tone="success">{words.approvedDone}</Notice>}
      <ErrorNotice error={error} />
      {isAwaitingApproval(row) && (
        <Card title={words.awaitingYours} id="approval">
          <p class="hint">{words.approvalHint}</p>
          <ApproveForm
            payout={row}
            onDone={() => {
              setApproved(true);
              payout.reload();
            }}
          />
        </Card>
      )}
      <Card title={text.transactions.summary} id="summary">
        <KeyValues
          entries={[
            [text.columns.status, <Badge key="status" value={row.payout_status} label={statusLabel(row, text)} />],
            [words.approval, words.approvals[row.approval_status]],
            [text.columns.merchantReference, <span class="mono">{row.merchant_reference}</span>],
            [text.columns.amount, text.money(row.amount, row.currency)],
            [text.transactions.fee, text.money(row.fee, row.currency)],
            [words.recipient, <span class="mono">{row.recipient_number}</span>],
            [text.columns.network, text.network(row.service)],
            [text.columns.provider, row.provider_code_name ?? "—"],
            [text.transactions.providerReference, row.provider_reference ?? "—"],
            [words.why, text.failureReason(row.failure_reason)],
            [text.transactions.providersCode, row.provider_failure_code ?? "—"],
            [text.columns.created, text.dateTime(row.created_at)],
            [words.updated, text.dateTime(row.updated_at)],
          ]}
        />
      </Card>
      <Card title={words.deliveries} id="deliveries">
        <ErrorNotice error={deliveries.error} />
        <DeliveriesTable rows={deliveries.data?.results ?? []} />
      </Card>
    </>
  );
}
