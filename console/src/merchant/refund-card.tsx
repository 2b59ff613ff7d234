import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import type { Transaction } from "../types";
import { apiAmount, money } from "../ui/format";
import { Badge, Card, ErrorNotice, Field, Notice, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";

/** A successful payment's refunds: giving all or part of it back (held out of the wallet at once), and the refunds so far. */
export function RefundCard({ transaction, onRefunded }: { transaction: Transaction; onRefunded: () => void }) {
  const reference = transaction.reference;
  const refunds = useData(
    () => dataOf(api.GET("/api/payments/refund/", { params: { query: { transaction_reference: reference, limit: 100 } } })),
    `${reference}|refunds`,
  );
  const [merchantReference, setMerchantReference] = useState("");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const left = (Number(transaction.amount) - Number(transaction.refunded_amount)).toFixed(2);

  const refund = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    try {
      const created = await dataOf(
        api.POST("/api/payments/transaction/{reference}/refund/", {
          params: { path: { reference } },
          body: {
            merchant_reference: merchantReference,
            ...(amount ? { amount: apiAmount(amount) } : {}),
            ...(reason.trim() ? { reason } : {}),
          },
        }),
      );
      setDone(`Refund ${created.reference} of ${money(created.amount, created.currency)} created: ${created.refund_status}.`);
      setMerchantReference("");
      setAmount("");
      setReason("");
      refunds.reload();
      onRefunded();
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <Card title="Refunds" id="refunds">
      <p class="hint">
        Refunded so far: {money(transaction.refunded_amount, transaction.currency)}; left to refund:{" "}
        {money(left, transaction.currency)}. The payment's fee is not returned.
      </p>
      {transaction.transaction_status === "Success" && Number(left) > 0 && (
        <form class="inline-form" onSubmit={refund} aria-label="Refund this payment">
          <Field
            label="Refund reference"
            name="refund-merchant-reference"
            required
            value={merchantReference}
            onInput={(event) => setMerchantReference(event.currentTarget.value)}
          />
          <Field
            label="Amount (empty: all that is left)"
            name="refund-amount"
            inputMode="decimal"
            value={amount}
            onInput={(event) => setAmount(event.currentTarget.value)}
          />
          <Field
            label="Reason (optional)"
            name="refund-reason"
            value={reason}
            onInput={(event) => setReason(event.currentTarget.value)}
          />
          <button type="submit" class="button button-primary">
            Refund
          </button>
        </form>
      )}
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorNotice error={error ?? refunds.error} />
      <Table
        caption="Refunds of this payment"
        rows={refunds.data?.results ?? []}
        rowKey={(row) => row.reference}
        busy={refunds.loading}
        empty={refunds.loading ? "Loading…" : "No refund."}
        columns={[
          { label: "Reference", render: (row) => <span class="mono">{row.reference}</span> },
          { label: "Refund reference", render: (row) => <span class="mono">{row.merchant_reference}</span> },
          { label: "Amount", numeric: true, render: (row) => money(row.amount, row.currency) },
          { label: "Status", render: (row) => <Badge value={row.refund_status} /> },
          { label: "Reason", render: (row) => row.reason ?? "" },
          { label: "Failure", render: (row) => row.failure_reason ?? "" },
          { label: "Created", render: (row) => <When value={row.created_at} /> },
        ]}
      />
    </Card>
  );
}
