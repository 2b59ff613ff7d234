import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { Link } from "../router";
import { amountsOf, DeliveriesTable } from "../shared/transaction-parts";
import { FINAL_STATUSES, type TransactionStatus } from "../types";
import { dateTime, money } from "../ui/format";
import { Badge, Card, ErrorNotice, Json, KeyValues, Loading, Notice, PageHeader, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";
import { ResolveForm } from "./resolve-form";

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
    workflow,
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

      <Card title="State history" id="events">
        <Table
          caption="State history"
          rows={events}
          rowKey={(row) => row.id}
          empty="No state change recorded."
          columns={[
            { label: "When (UTC)", render: (row) => <When value={row.created_at} /> },
            { label: "From", render: (row) => (row.from_status ? <Badge value={row.from_status} /> : "—") },
            { label: "To", render: (row) => <Badge value={row.to_status} /> },
            {
              label: "Details",
              render: (row) => (
                <span class="mono small">{Object.keys(row.details ?? {}).length ? JSON.stringify(row.details) : ""}</span>
              ),
            },
          ]}
        />
      </Card>

      <Card title="Ledger" id="ledger">
        <Table
          caption="Ledger entries"
          rows={ledger_entries}
          rowKey={(row) => row.id}
          empty="Nothing booked (only a successful payment is booked)."
          columns={[
            { label: "Account", render: (row) => row.account },
            { label: "Amount", numeric: true, render: (row) => money(row.amount, row.currency) },
            { label: "Booked (UTC)", render: (row) => <When value={row.created_at} /> },
          ]}
        />
      </Card>

      <Card title="Merchant notifications" id="deliveries">
        <DeliveriesTable rows={merchant_notifications} />
      </Card>

      <Card title="Provider attempts" id="attempts">
        <Table
          caption="Provider attempts"
          rows={provider_attempts}
          rowKey={(row) => row.id}
          empty="No provider was called."
          columns={[
            { label: "When (UTC)", render: (row) => <When value={row.created_at} /> },
            { label: "Provider", render: (row) => row.provider_code_name },
            { label: "Operation", render: (row) => row.operation },
            { label: "Outcome", render: (row) => row.outcome },
            { label: "HTTP", numeric: true, render: (row) => row.http_status ?? "—" },
            { label: "Latency", numeric: true, render: (row) => `${row.latency_ms} ms` },
            {
              label: "Exchange",
              render: (row) => (
                <details>
                  <summary>Request and response</summary>
                  <Json label="Request" value={row.request} />
                  <Json label="Response" value={row.response} />
                  {row.error && <p class="error-text">{row.error}</p>}
                </details>
              ),
            },
          ]}
        />
      </Card>

      <Card title="Verified provider webhooks" id="webhooks">
        <Table
          caption="Verified provider webhooks"
          rows={provider_webhooks}
          rowKey={(row) => row.id}
          empty="No webhook concerned this transaction."
          columns={[
            { label: "Received (UTC)", render: (row) => <When value={row.received_at} /> },
            { label: "Provider", render: (row) => row.provider_code_name },
            { label: "Event", render: (row) => <span class="mono small">{row.event_id}</span> },
            { label: "Outcome", render: (row) => <Badge value={row.processing_status} /> },
            { label: "Note", render: (row) => row.processing_note ?? "" },
            {
              label: "Payload",
              render: (row) => (
                <details>
                  <summary>Payload</summary>
                  <Json label="Payload" value={row.payload} />
                </details>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
