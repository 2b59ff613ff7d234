import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { Link } from "../router";
import { dateTime, money } from "../ui/format";
import { Badge, Card, CheckoutBadge, ErrorNotice, KeyValues, Loading, Notice, PageHeader, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";

/** One checkout: its page's link, its tries (each a transaction) and the one that counted; cancelling it while open. */
export function MerchantCheckoutDetailPage({ id }: { id: string }) {
  const params = { path: { id } };
  const checkout = useData(() => dataOf(api.GET("/api/payments/checkout/{id}/", { params })), id);
  const [error, setError] = useState<unknown>();
  const [cancelled, setCancelled] = useState(false);

  if (!checkout.data) return checkout.error ? <ErrorNotice error={checkout.error} /> : <Loading what="the checkout" />;
  const row = checkout.data;
  const cancel = async () => {
    setError(undefined);
    try {
      await dataOf(api.POST("/api/payments/checkout/{id}/cancel/", { params }));
      setCancelled(true);
    } catch (caught) {
      setError(caught);
    }
    checkout.reload();
  };

  return (
    <>
      <PageHeader
        title={`Checkout ${row.id}`}
        subtitle={
          <>
            <CheckoutBadge status={row.checkout_status} /> {money(row.amount, row.currency)}
            {row.description ? ` · ${row.description}` : ""}
          </>
        }
        actions={
          row.checkout_status === "open" && (
            <button type="button" class="button button-danger" onClick={cancel}>
              Cancel checkout
            </button>
          )
        }
      />
      {cancelled && <Notice tone="success">Cancelled. A try still in flight that succeeds is refunded to its payer.</Notice>}
      <ErrorNotice error={error} />
      <Card title="Summary" id="summary">
        <KeyValues
          entries={[
            ["Page", <a href={row.checkout_url}>{row.checkout_url}</a>],
            ["Merchant reference", <span class="mono">{row.merchant_reference}</span>],
            [
              "Paid by",
              row.transaction_reference ? (
                <Link to={`/transactions/${encodeURIComponent(row.transaction_reference)}`} class="mono">
                  {row.transaction_reference}
                </Link>
              ) : (
                "—"
              ),
            ],
            ["Expires", dateTime(row.expires_at)],
            ["Return URL", row.return_url ?? "—"],
            ["Callback URL", row.callback_url],
            ["Payment link", row.payment_link_id ?? "—"],
            ["Created", dateTime(row.created_at)],
          ]}
        />
      </Card>
      <Card title="Tries" id="tries">
        <Table
          caption="Tries, oldest first"
          rows={row.tries}
          rowKey={(one) => one.reference}
          empty="No try yet: the customer has not pressed Pay."
          columns={[
            {
              label: "Transaction",
              render: (one) => (
                <Link to={`/transactions/${encodeURIComponent(one.reference)}`} class="mono">
                  {one.reference}
                </Link>
              ),
            },
            {
              label: "Status",
              render: (one) => (
                <>
                  <Badge value={one.transaction_status} />
                  {one.given_up_at && <div class="small">given up by the customer {dateTime(one.given_up_at)}</div>}
                </>
              ),
            },
            {
              label: "Counts",
              render: (one) =>
                one.reference === row.transaction_reference
                  ? "Paid the checkout"
                  : one.transaction_status === "Success"
                    ? "Not counted: refunded to its payer"
                    : "",
            },
            { label: "Network", render: (one) => one.service },
            { label: "Number", render: (one) => <span class="mono">{one.customer_number}</span> },
            { label: "Failure", render: (one) => one.failure_reason ?? "" },
            { label: "Created (UTC)", render: (one) => <When value={one.created_at} /> },
          ]}
        />
      </Card>
    </>
  );
}
