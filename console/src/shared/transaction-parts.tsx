import type { Dictionary } from "../i18n/en";
import { useText } from "../i18n/language";
import { STAFF } from "../i18n/staff";
import { Link } from "../router";
import type { Delivery, Transaction } from "../types";
import { Badge, type Column, Table, When } from "../ui/parts";

export function referenceColumnIn(text: Dictionary): Column<Transaction> {
  return {
    label: text.columns.reference,
    render: (row) => (
      <Link to={`/transactions/${encodeURIComponent(row.reference)}`} class="mono">
        {row.reference}
      </Link>
    ),
  };
}

export function transactionColumnsIn(text: Dictionary): Column<Transaction>[] {
  return [
    { label: text.columns.merchantReference, render: (row) => <span class="mono">{row.merchant_reference}</span> },
    { label: text.columns.amount, numeric: true, render: (row) => text.money(row.amount, row.currency) },
    { label: text.columns.status, render: (row) => <Badge value={row.transaction_status} /> },
    { label: text.columns.network, render: (row) => text.network(row.service) },
    { label: text.columns.customer, render: (row) => <span class="mono">{row.customer_number}</span> },
    { label: text.columns.provider, render: (row) => row.provider_code_name ?? "—" },
    { label: text.columns.created, render: (row) => <When value={row.created_at} /> },
  ];
}

/** The staff's columns, in English (console/src/admin/ is not translated). */
export const referenceColumn = referenceColumnIn(STAFF);
export const transactionColumns = transactionColumnsIn(STAFF);

export function DeliveriesTable({ rows }: { rows: Delivery[] }) {
  const text = useText();
  const words = text.transactions;
  return (
    <Table
      caption={words.deliveries}
      rows={rows}
      rowKey={(row) => `${row.webhook_id}-${row.trigger}-${row.attempt}-${row.attempted_at}`}
      empty={words.noDelivery}
      columns={[
        { label: words.when, render: (row) => <When value={row.attempted_at} /> },
        { label: words.trigger, render: (row) => row.trigger },
        { label: words.attempt, numeric: true, render: (row) => row.attempt },
        {
          label: words.response,
          render: (row) =>
            row.status_code === null ? (
              <Badge value="Failed" label={words.noResponse} />
            ) : (
              <Badge value={row.status_code < 300 ? "Success" : "Failed"} label={String(row.status_code)} />
            ),
        },
        { label: words.latency, numeric: true, render: (row) => `${row.latency_ms} ms` },
        { label: words.error, render: (row) => row.error ?? "" },
        { label: words.webhookId, render: (row) => <span class="mono small">{row.webhook_id}</span> },
      ]}
    />
  );
}

export function amountsIn(text: Dictionary, transaction: Transaction): Array<[string, string]> {
  return [
    [text.transactions.gross, text.money(transaction.amount, transaction.currency)],
    [text.transactions.fee, text.money(transaction.fee, transaction.currency)],
    [text.transactions.net, text.money(transaction.net_amount, transaction.currency)],
  ];
}

export const amountsOf = (transaction: Transaction) => amountsIn(STAFF, transaction);
