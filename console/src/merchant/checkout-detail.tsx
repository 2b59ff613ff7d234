import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { useText } from "../i18n/language";
import { Link } from "../router";
import { Badge, Card, CheckoutBadge, ErrorNotice, KeyValues, Loading, Notice, PageHeader, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";

/** One checkout: its page's link, its tries (each a transaction) and the one that counted; cancelling it while open. */
export function MerchantCheckoutDetailPage({ id }: { id: string }) {
  const text = useText();
  const words = text.checkouts;
  const params = { path: { id } };
  const checkout = useData(() => dataOf(api.GET("/api/payments/checkout/{id}/", { params })), id);
  const [error, setError] = useState<unknown>();
  const [cancelled, setCancelled] = useState(false);

  if (!checkout.data) return checkout.error ? <ErrorNotice error={checkout.error} /> : <Loading what={words.loadingOne} />;
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
        title={words.detailTitle(row.id)}
        subtitle={
          <>
            <CheckoutBadge status={row.checkout_status} /> {text.money(row.amount, row.currency)}
            {row.description ? ` · ${row.description}` : ""}
          </>
        }
        actions={
          row.checkout_status === "open" && (
            <button type="button" class="button button-danger" onClick={cancel}>
              {words.cancel}
            </button>
          )
        }
      />
      {cancelled && <Notice tone="success">{words.cancelled}</Notice>}
      <ErrorNotice error={error} />
      <Card title={words.summary} id="summary">
        <KeyValues
          entries={[
            [words.page, <a href={row.checkout_url}>{row.checkout_url}</a>],
            [text.columns.merchantReference, <span class="mono">{row.merchant_reference}</span>],
            [
              words.paidBy,
              row.transaction_reference ? (
                <Link to={`/transactions/${encodeURIComponent(row.transaction_reference)}`} class="mono">
                  {row.transaction_reference}
                </Link>
              ) : (
                "—"
              ),
            ],
            [text.columns.expires, text.dateTime(row.expires_at)],
            [words.returnUrl, row.return_url ?? "—"],
            [words.callbackUrl, row.callback_url],
            [words.paymentLink, row.payment_link_id ?? "—"],
            [text.columns.created, text.dateTime(row.created_at)],
          ]}
        />
      </Card>
      <Card title={words.tries} id="tries">
        <Table
          caption={words.triesCaption}
          rows={row.tries}
          rowKey={(one) => one.reference}
          empty={words.noTry}
          columns={[
            {
              label: words.transaction,
              render: (one) => (
                <Link to={`/transactions/${encodeURIComponent(one.reference)}`} class="mono">
                  {one.reference}
                </Link>
              ),
            },
            {
              label: text.columns.status,
              render: (one) => (
                <>
                  <Badge value={one.transaction_status} />
                  {one.given_up_at && <div class="small">{words.givenUp(text.dateTime(one.given_up_at))}</div>}
                </>
              ),
            },
            {
              label: words.counts,
              render: (one) =>
                one.reference === row.transaction_reference
                  ? words.paidTheCheckout
                  : one.transaction_status === "Success"
                    ? words.refundedTry
                    : "",
            },
            { label: text.columns.network, render: (one) => text.network(one.service) },
            { label: text.columns.number, render: (one) => <span class="mono">{one.customer_number}</span> },
            { label: text.columns.failure, render: (one) => (one.failure_reason ? text.failureReason(one.failure_reason) : "") },
            { label: text.columns.created, render: (one) => <When value={one.created_at} /> },
          ]}
        />
      </Card>
    </>
  );
}
