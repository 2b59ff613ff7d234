import { Link } from "../router";
import type { Delivery, Transaction } from "../types";
import { money } from "../ui/format";
import { Badge, type Column, Table, When } from "../ui/parts";

export const referenceColumn: Column<Transaction> = {
  label: "Reference",
  render: (row) => (
    <Link to={`/transactions/${encodeURIComponent(row.reference)}`} class="mono">
      {row.reference}
    </Link>
  ),
};

export const transactionColumns: Column<Transaction>[] = [
  { label: "Merchant reference", render: (row) => <span class="mono">{row.merchant_reference}</span> },
  { label: "Amount", numeric: true, render: (row) => money(row.amount, row.currency) },
  { label: "Status", render: (row) => <Badge value={row.transaction_status} /> },
  { label: "Service", render: (row) => row.service },
  { label: "Customer", render: (row) => <span class="mono">{row.customer_number}</span> },
  { label: "Provider", render: (row) => row.provider_code_name ?? "—" },
  { label: "Created (UTC)", render: (row) => <When value={row.created_at} /> },
];

export function DeliveriesTable({ rows }: { rows: Delivery[] }) {
  return (
    <Table
      caption="Merchant notification deliveries"
      rows={rows}
      rowKey={(row) => `${row.webhook_id}-${row.trigger}-${row.attempt}-${row.attempted_at}`}
      empty="No notification has been attempted yet."
      columns={[
        { label: "When (UTC)", render: (row) => <When value={row.attempted_at} /> },
        { label: "Trigger", render: (row) => row.trigger },
        { label: "Attempt", numeric: true, render: (row) => row.attempt },
        {
          label: "Response",
          render: (row) =>
            row.status_code === null ? (
              <Badge value="Failed" label="no response" />
            ) : (
              <Badge value={row.status_code < 300 ? "Success" : "Failed"} label={String(row.status_code)} />
            ),
        },
        { label: "Latency", numeric: true, render: (row) => `${row.latency_ms} ms` },
        { label: "Error", render: (row) => row.error ?? "" },
        { label: "Webhook id", render: (row) => <span class="mono small">{row.webhook_id}</span> },
      ]}
    />
  );
}

export function amountsOf(transaction: Transaction): Array<[string, string]> {
  return [
    ["Amount (gross)", money(transaction.amount, transaction.currency)],
    ["Fee", money(transaction.fee, transaction.currency)],
    ["Net", money(transaction.net_amount, transaction.currency)],
  ];
}
