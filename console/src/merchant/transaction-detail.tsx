import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { Link } from "../router";
import { amountsOf, DeliveriesTable } from "../shared/transaction-parts";
import { dateTime, money } from "../ui/format";
import { Badge, Card, ErrorNotice, KeyValues, Loading, Notice, PageHeader } from "../ui/parts";
import { useData } from "../ui/use-data";
import { RefundCard } from "./refund-card";

/** One of the merchant's payments, its notification deliveries, and asking for the notification again. */
export function MerchantTransactionDetailPage({ reference }: { reference: string }) {
  const params = { path: { reference } };
  const transaction = useData(() => dataOf(api.GET("/api/payments/transaction/{reference}/", { params })), reference);
  const deliveries = useData(
    () => dataOf(api.GET("/api/payments/transaction/{reference}/callbacks/", { params })),
    `${reference}|callbacks`,
  );
  const [resent, setResent] = useState(false);
  const [error, setError] = useState<unknown>();

  if (!transaction.data)
    return transaction.error ? <ErrorNotice error={transaction.error} /> : <Loading what="the transaction" />;
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
        title={`Transaction ${row.reference}`}
        subtitle={
          <>
            <Badge value={row.transaction_status} /> {money(row.amount, row.currency)} · {row.service}
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
            Refresh
          </button>
        }
      />
      <p>
        <Link to="/transactions">← All transactions</Link>
      </p>
      <Card title="Summary" id="summary">
        <KeyValues
          entries={[
            ["Status", <Badge key="status" value={row.transaction_status} />],
            ...amountsOf(row),
            [
              "Merchant reference",
              <span key="mr" class="mono">
                {row.merchant_reference}
              </span>,
            ],
            [
              "Customer number",
              <span key="cn" class="mono">
                {row.customer_number}
              </span>,
            ],
            ["Provider reference", row.provider_reference ?? "—"],
            ["Failure reason", row.failure_reason ?? "—"],
            ["Provider's code", row.provider_failure_code ?? "—"],
            [
              "Notification URL",
              <span key="cb" class="mono small">
                {row.callback_url}
              </span>,
            ],
            ["Created (UTC)", dateTime(row.created_at)],
            ["Completed (UTC)", dateTime(row.completed_at)],
          ]}
        />
      </Card>
      <RefundCard transaction={row} onRefunded={transaction.reload} />
      <Card
        title="Notifications to your server"
        id="deliveries"
        actions={
          <button type="button" class="button" onClick={resend}>
            Resend notification
          </button>
        }
      >
        {resent && <Notice tone="success">The notification is being sent again.</Notice>}
        <ErrorNotice error={error ?? deliveries.error} />
        <DeliveriesTable rows={deliveries.data?.results ?? []} />
      </Card>
    </>
  );
}
