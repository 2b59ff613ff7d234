import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { useText } from "../i18n/language";
import { Link } from "../router";
import { amountsIn, DeliveriesTable } from "../shared/transaction-parts";
import { Badge, Card, ErrorNotice, KeyValues, Loading, Notice, PageHeader } from "../ui/parts";
import { useData } from "../ui/use-data";
import { RefundCard } from "./refund-card";

/** One of the merchant's payments, its notification deliveries, and asking for the notification again. */
export function MerchantTransactionDetailPage({ reference }: { reference: string }) {
  const text = useText();
  const words = text.transactions;
  const params = { path: { reference } };
  const transaction = useData(() => dataOf(api.GET("/api/payments/transaction/{reference}/", { params })), reference);
  const deliveries = useData(
    () => dataOf(api.GET("/api/payments/transaction/{reference}/callbacks/", { params })),
    `${reference}|callbacks`,
  );
  const [resent, setResent] = useState(false);
  const [error, setError] = useState<unknown>();

  if (!transaction.data)
    return transaction.error ? <ErrorNotice error={transaction.error} /> : <Loading what={words.loadingOne} />;
  const row = transaction.data;
  const resend = async () => {
    setError(undefined);
    setResent(false);
    try {
      await dataOf(api.POST("/api/payments/transaction/{reference}/resend-callback/", { params }));
      setResent(true);
      setTimeout(deliveries.reload, 1500);
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <>
      <PageHeader
        title={words.detailTitle(row.reference)}
        subtitle={
          <>
            <Badge value={row.transaction_status} /> {text.money(row.amount, row.currency)} · {text.network(row.service)}
          </>
        }
        actions={
          <button
            type="button"
            class="button"
            onClick={() => {
              transaction.reload();
              deliveries.reload();
            }}
          >
            {text.common.refresh}
          </button>
        }
      />
      <p>
        <Link to="/transactions">{words.all}</Link>
      </p>
      <Card title={words.summary} id="summary">
        <KeyValues
          entries={[
            [text.columns.status, <Badge key="status" value={row.transaction_status} />],
            ...amountsIn(text, row),
            [text.columns.network, text.network(row.service)],
            [
              text.columns.merchantReference,
              <span key="mr" class="mono">
                {row.merchant_reference}
              </span>,
            ],
            [
              words.customerNumber,
              <span key="cn" class="mono">
                {row.customer_number}
              </span>,
            ],
            [words.providerReference, row.provider_reference ?? "—"],
            [words.failureReason, text.failureReason(row.failure_reason)],
            [words.providersCode, row.provider_failure_code ?? "—"],
            [
              words.notificationUrl,
              <span key="cb" class="mono small">
                {row.callback_url}
              </span>,
            ],
            [text.columns.created, text.dateTime(row.created_at)],
            [words.completed, text.dateTime(row.completed_at)],
          ]}
        />
      </Card>
      <RefundCard transaction={row} onRefunded={transaction.reload} />
      <Card
        title={words.notifications}
        id="deliveries"
        actions={
          <button type="button" class="button" onClick={resend}>
            {words.resend}
          </button>
        }
      >
        {resent && <Notice tone="success">{words.resent}</Notice>}
        <ErrorNotice error={error ?? deliveries.error} />
        <DeliveriesTable rows={deliveries.data?.results ?? []} />
      </Card>
    </>
  );
}
