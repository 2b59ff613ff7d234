import { api, dataOf } from "../api";
import { useText } from "../i18n/language";
import { Link, useLocation } from "../router";
import { choiceParam, FilterBar, FilterSelect, useFilterState } from "../shared/filters";
import { CheckoutBadge, ErrorNotice, MoreButton, PageHeader, Table, When } from "../ui/parts";
import { usePages } from "../ui/use-pages";
import { CheckoutForm } from "./checkout-form";

const CHECKOUT_STATUSES = ["open", "paid", "expired", "cancelled"] as const;

/** The merchant's checkouts, newest first, with how many tries each took; opening one. */
export function MerchantCheckoutsPage() {
  const text = useText();
  const words = text.checkouts;
  const { query } = useLocation();
  const form = useFilterState(query, ["status", "payment_link_id"]);
  const status = choiceParam(query, "status", CHECKOUT_STATUSES);
  const paymentLink = query.get("payment_link_id") || undefined;
  const pages = usePages(
    (cursor) =>
      dataOf(
        api.GET("/api/payments/checkout/", {
          params: { query: { status, payment_link_id: paymentLink, cursor, limit: 50 } },
        }),
      ),
    query.toString(),
  );
  return (
    <>
      <PageHeader title={words.title} subtitle={words.subtitle} />
      <CheckoutForm onCreated={pages.reload} />
      <FilterBar label={words.find} form={form} path="/checkouts">
        <FilterSelect
          form={form}
          label={text.columns.status}
          name="status"
          options={CHECKOUT_STATUSES.map((status) => ({ value: status, label: text.status[status] ?? status }))}
        />
      </FilterBar>
      <ErrorNotice error={pages.error} />
      <Table
        caption={words.title}
        rows={pages.rows}
        rowKey={(row) => row.id}
        busy={pages.loading}
        empty={pages.loading ? text.common.loading : words.empty}
        columns={[
          {
            label: words.checkout,
            render: (row) => (
              <Link to={`/checkouts/${encodeURIComponent(row.id)}`} class="mono">
                {row.id}
              </Link>
            ),
          },
          { label: text.columns.merchantReference, render: (row) => <span class="mono">{row.merchant_reference}</span> },
          { label: text.columns.amount, numeric: true, render: (row) => text.money(row.amount, row.currency) },
          { label: text.columns.status, render: (row) => <CheckoutBadge status={row.checkout_status} /> },
          { label: words.tries, numeric: true, render: (row) => String(row.transactions.length) },
          { label: text.columns.expires, render: (row) => <When value={row.expires_at} /> },
          { label: text.columns.created, render: (row) => <When value={row.created_at} /> },
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
