import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { Link } from "../router";
import { StoryCards } from "../shared/story-parts";
import { amountsOf } from "../shared/transaction-parts";
import { FINAL_STATUSES, type TransactionStatus } from "../types";
import { dateTime, money } from "../ui/format";
import { Badge, Card, CheckoutBadge, ErrorNotice, KeyValues, Loading, Notice, PageHeader, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";
import { ResolveForm } from "./resolve-form";
import { RoutingDecisionCard } from "./routing-decision-card";

const TERMINAL = new Set<TransactionStatus>(FINAL_STATUSES);

/** Everything known about one payment: for answering a merchant's "what happened to my payment?". */
export function AdminTransactionDetailPage({ reference }: { reference: string }) {
  const params = { path: { reference } };
  const detail = useData(() => dataOf(api.GET("/api/admin/transactions/{reference}/", { params })), reference);
  const [resent, setResent] = useState<string>();
  const [resendError, setResendError] = useState<unknown>();

  if (!detail.data) return detail.error ? <ErrorNotice error={detail.error} /> : <Loading what="the transaction" />;
  const {
    transaction,
    merchant,
    events,
    provider_attempts,
    provider_webhooks,
    ledger_entries,
    merchant_notifications,
    refunds,
    routing_decision,
    workflow,
    checkout,
  } = detail.data;

  const resend = async () => {
    setResendError(undefined);
    setResent(undefined);
    try {
      const answer = await dataOf(api.POST("/api/admin/transactions/{reference}/resend-callback/", { params }));
      setResent(answer.request_id);
      setTimeout(detail.reload, 1500);
    } catch (error) {
      setResendError(error);
    }
  };

  return (
    <>
      <PageHeader
        title={`Transaction ${transaction.reference}`}
        subtitle={
          <>
            <Badge value={transaction.transaction_status} /> {money(transaction.amount, transaction.currency)} ·{" "}
            {transaction.service} · {merchant.name}
          </>
        }
        actions={
          <>
            <a class="button" href={workflow.temporal_ui_url} target="_blank" rel="noreferrer">
              Open workflow in Temporal UI
            </a>
            <button type="button" class="button" onClick={detail.reload}>
              Refresh
            </button>
          </>
        }
      />
      <p>
        <Link to="/transactions">← All transactions</Link>
      </p>
      <div class="grid-2">
        <Card title="Summary" id="summary">
          <KeyValues
            entries={[
              ["Status", <Badge key="status" value={transaction.transaction_status} />],
              ...amountsOf(transaction),
              ["Merchant", `${merchant.name} (${merchant.email})`],
              [
                "Merchant reference",
                <span key="mr" class="mono">
                  {transaction.merchant_reference}
                </span>,
              ],
              [
                "Customer number",
                <span key="cn" class="mono">
                  {transaction.customer_number}
                </span>,
              ],
              ["Provider", transaction.provider_code_name ?? "—"],
              ["Provider reference", transaction.provider_reference ?? "—"],
              ["Failure reason", transaction.failure_reason ?? "—"],
              [
                "Callback URL",
                <span key="cb" class="mono small">
                  {transaction.callback_url}
                </span>,
              ],
              ["Account", transaction.account_type],
              ["Created (UTC)", dateTime(transaction.created_at)],
              ["Completed (UTC)", dateTime(transaction.completed_at)],
              [
                "Workflow",
                <span key="wf" class="mono small">
                  {workflow.workflow_id}
                </span>,
              ],
            ]}
          />
        </Card>
        <div class="stack">
          <Card title="Resolve by hand" id="resolve">
            {TERMINAL.has(transaction.transaction_status) && (
              <p class="hint">This transaction is final; the service will refuse a resolution.</p>
            )}
            <ResolveForm reference={transaction.reference} onResolved={detail.reload} />
          </Card>
          <Card title="Merchant notification" id="notify">
            <p class="hint">Sends the final-state notification to the merchant again (final transactions only).</p>
            <button type="button" class="button" onClick={resend}>
              Redeliver notification
            </button>
            {resent && <Notice tone="success">Redelivery started ({resent}).</Notice>}
            <ErrorNotice error={resendError} />
          </Card>
        </div>
      </div>

      <RoutingDecisionCard decision={routing_decision} />
      <StoryCards
        events={events}
        ledger={ledger_entries}
        attempts={provider_attempts}
        webhooks={provider_webhooks}
        notifications={merchant_notifications}
        ledgerEmpty="Nothing booked (only a successful payment is booked)."
      />
      <Card title="Refunds" id="refunds">
        <Table
          caption="Refunds"
          rows={refunds}
          rowKey={(row) => row.reference}
          empty="No refund."
          columns={[
            { label: "Reference", render: (row) => <span class="mono">{row.reference}</span> },
            { label: "Merchant reference", render: (row) => <span class="mono">{row.merchant_reference}</span> },
            { label: "Amount", numeric: true, render: (row) => money(row.amount, row.currency) },
            { label: "Status", render: (row) => <Badge value={row.refund_status} /> },
            { label: "Reason", render: (row) => row.reason ?? "" },
            { label: "Failure", render: (row) => row.failure_reason ?? "" },
            { label: "Created (UTC)", render: (row) => <When value={row.created_at} /> },
          ]}
        />
      </Card>
      {checkout && (
        <Card title="Checkout" id="checkout">
          <KeyValues
            entries={[
              ["Checkout", <span class="mono">{checkout.id}</span>],
              ["Status", <CheckoutBadge status={checkout.checkout_status} />],
              [
                "This try",
                checkout.transaction_reference === transaction.reference
                  ? "Paid the checkout"
                  : transaction.transaction_status === "Success"
                    ? "Succeeded without counting: refunded to its payer from suspense"
                    : "Did not pay the checkout",
              ],
            ]}
          />
          <Table
            caption="The checkout's tries, oldest first"
            rows={checkout.tries}
            rowKey={(row) => row.reference}
            empty="No try."
            columns={[
              {
                label: "Transaction",
                render: (row) => (
                  <Link to={`/transactions/${encodeURIComponent(row.reference)}`} class="mono">
                    {row.reference}
                  </Link>
                ),
              },
              { label: "Status", render: (row) => <Badge value={row.transaction_status} /> },
              { label: "Counted", render: (row) => (row.reference === checkout.transaction_reference ? "yes" : "") },
              { label: "Network", render: (row) => row.service },
              { label: "Failure", render: (row) => row.failure_reason ?? "" },
              { label: "Created (UTC)", render: (row) => <When value={row.created_at} /> },
            ]}
          />
        </Card>
      )}
    </>
  );
}
