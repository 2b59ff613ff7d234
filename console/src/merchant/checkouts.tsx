import { api, dataOf } from "../api";
import { Link, useLocation } from "../router";
import { choiceParam, FilterBar, FilterSelect, useFilterState } from "../shared/filters";
import { money } from "../ui/format";
import { CheckoutBadge, ErrorNotice, MoreButton, PageHeader, Table, When } from "../ui/parts";
import { usePages } from "../ui/use-pages";
import { CheckoutForm } from "./checkout-form";

const CHECKOUT_STATUSES = ["open", "paid", "expired", "cancelled"] as const;

/** The merchant's checkouts, newest first, with how many tries each took; opening one. */
export function MerchantCheckoutsPage() {
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
      <PageHeader
        title="Checkouts"
        subtitle="Pages your customers pay on: send the link, they type their number and approve on their phone."
      />
      <CheckoutForm onCreated={pages.reload} />
      <FilterBar label="Find checkouts" form={form} path="/checkouts">
        <FilterSelect form={form} label="Status" name="status" options={[...CHECKOUT_STATUSES]} />
      </FilterBar>
      <ErrorNotice error={pages.error} />
      <Table
        caption="Checkouts"
        rows={pages.rows}
        rowKey={(row) => row.id}
        busy={pages.loading}
        empty={pages.loading ? "Loading…" : "No checkout yet."}
        columns={[
          {
            label: "Checkout",
            render: (row) => (
              <Link to={`/checkouts/${encodeURIComponent(row.id)}`} class="mono">
                {row.id}
              </Link>
            ),
          },
          { label: "Merchant reference", render: (row) => <span class="mono">{row.merchant_reference}</span> },
          { label: "Amount", numeric: true, render: (row) => money(row.amount, row.currency) },
          { label: "Status", render: (row) => <CheckoutBadge status={row.checkout_status} /> },
          { label: "Tries", numeric: true, render: (row) => String(row.transactions.length) },
          { label: "Expires (UTC)", render: (row) => <When value={row.expires_at} /> },
          { label: "Created (UTC)", render: (row) => <When value={row.created_at} /> },
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
