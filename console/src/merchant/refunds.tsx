import { api, dataOf } from "../api";
import { Link, useLocation } from "../router";
import { choiceParam, FilterBar, FilterSelect, useFilterState } from "../shared/filters";
import { STATUSES } from "../types";
import { money } from "../ui/format";
import { Badge, ErrorNotice, MoreButton, PageHeader, Table, When } from "../ui/parts";
import { usePages } from "../ui/use-pages";

/** The merchant's refunds, newest first, each linking to the payment it gives back. */
export function MerchantRefundsPage() {
  const { query } = useLocation();
  const form = useFilterState(query, ["status"]);
  const status = choiceParam(query, "status", STATUSES);
  const pages = usePages(
    (cursor) => dataOf(api.GET("/api/payments/refund/", { params: { query: { status, cursor, limit: 50 } } })),
    query.toString(),
  );
  return (
    <>
      <PageHeader title="Refunds" subtitle="Money given back to your customers; refund a payment from its page." />
      <FilterBar label="Find refunds" form={form} path="/refunds">
        <FilterSelect form={form} label="Status" name="status" options={STATUSES} />
      </FilterBar>
      <ErrorNotice error={pages.error} />
      <Table
        caption="Refunds"
        rows={pages.rows}
        rowKey={(row) => row.reference}
        busy={pages.loading}
        empty={pages.loading ? "Loading…" : "No refund yet."}
        columns={[
          { label: "Reference", render: (row) => <span class="mono">{row.reference}</span> },
          {
            label: "Payment",
            render: (row) => (
              <Link to={`/transactions/${encodeURIComponent(row.transaction_reference)}`} class="mono">
                {row.transaction_reference}
              </Link>
            ),
          },
          { label: "Refund reference", render: (row) => <span class="mono">{row.merchant_reference}</span> },
          { label: "Amount", numeric: true, render: (row) => money(row.amount, row.currency) },
          { label: "Status", render: (row) => <Badge value={row.refund_status} /> },
          { label: "Reason", render: (row) => row.reason ?? "" },
          { label: "Failure", render: (row) => row.failure_reason ?? "" },
          { label: "Created", render: (row) => <When value={row.created_at} /> },
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
