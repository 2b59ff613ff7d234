import { api, dataOf } from "../api";
import { useText } from "../i18n/language";
import { Link, useLocation } from "../router";
import { choiceParam, FilterBar, FilterSelect, useFilterState } from "../shared/filters";
import { STATUSES } from "../types";
import { Badge, ErrorNotice, MoreButton, PageHeader, Table, When } from "../ui/parts";
import { usePages } from "../ui/use-pages";

/** The merchant's refunds, newest first, each linking to the payment it gives back. */
export function MerchantRefundsPage() {
  const text = useText();
  const words = text.refunds;
  const { query } = useLocation();
  const form = useFilterState(query, ["status"]);
  const status = choiceParam(query, "status", STATUSES);
  const pages = usePages(
    (cursor) => dataOf(api.GET("/api/payments/refund/", { params: { query: { status, cursor, limit: 50 } } })),
    query.toString(),
  );
  return (
    <>
      <PageHeader title={words.title} subtitle={words.subtitle} />
      <FilterBar label={words.find} form={form} path="/refunds">
        <FilterSelect
          form={form}
          label={text.columns.status}
          name="status"
          options={STATUSES.map((status) => ({ value: status, label: text.status[status] ?? status }))}
        />
      </FilterBar>
      <ErrorNotice error={pages.error} />
      <Table
        caption={words.title}
        rows={pages.rows}
        rowKey={(row) => row.reference}
        busy={pages.loading}
        empty={pages.loading ? text.common.loading : words.empty}
        columns={[
          { label: text.columns.reference, render: (row) => <span class="mono">{row.reference}</span> },
          {
            label: words.payment,
            render: (row) => (
              <Link to={`/transactions/${encodeURIComponent(row.transaction_reference)}`} class="mono">
                {row.transaction_reference}
              </Link>
            ),
          },
          { label: words.refundReference, render: (row) => <span class="mono">{row.merchant_reference}</span> },
          { label: text.columns.amount, numeric: true, render: (row) => text.money(row.amount, row.currency) },
          { label: text.columns.status, render: (row) => <Badge value={row.refund_status} /> },
          { label: words.reason, render: (row) => row.reason ?? "" },
          { label: text.columns.failure, render: (row) => (row.failure_reason ? text.failureReason(row.failure_reason) : "") },
          { label: text.columns.created, render: (row) => <When value={row.created_at} /> },
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
