import { useState } from "preact/hooks";
import { fromMinorUnits, toMinorUnits } from "../../../lib/money";
import { api, dataOf } from "../api";
import { useText } from "../i18n/language";
import type { Transaction } from "../types";
import { apiAmount } from "../ui/format";
import { Badge, Card, ErrorNotice, Field, Notice, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";

/** A successful payment's refunds: giving all or part of it back (held out of the wallet at once), and the refunds so far. */
export function RefundCard({ transaction, onRefunded }: { transaction: Transaction; onRefunded: () => void }) {
  const text = useText();
  const words = text.refunds;
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
  const leftMinor = toMinorUnits(transaction.amount) - toMinorUnits(transaction.refunded_amount);
  const left = fromMinorUnits(leftMinor > 0n ? leftMinor : 0n);

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
      setDone(
        words.created(
          created.reference,
          text.money(created.amount, created.currency),
          text.status[created.refund_status] ?? created.refund_status,
        ),
      );
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
    <Card title={words.title} id="refunds">
      <p class="hint">
        {words.soFar(text.money(transaction.refunded_amount, transaction.currency), text.money(left, transaction.currency))}
      </p>
      {transaction.transaction_status === "Success" && leftMinor > 0n && (
        <form class="inline-form" onSubmit={refund} aria-label={words.form}>
          <Field
            label={words.refundReference}
            name="refund-merchant-reference"
            required
            value={merchantReference}
            onInput={(event) => setMerchantReference(event.currentTarget.value)}
          />
          <Field
            label={words.amount}
            name="refund-amount"
            inputMode="decimal"
            value={amount}
            onInput={(event) => setAmount(event.currentTarget.value)}
          />
          <Field
            label={words.reasonOptional}
            name="refund-reason"
            value={reason}
            onInput={(event) => setReason(event.currentTarget.value)}
          />
          <button type="submit" class="button button-primary">
            {words.refund}
          </button>
        </form>
      )}
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorNotice error={error ?? refunds.error} />
      <Table
        caption={words.ofThisPayment}
        rows={refunds.data?.results ?? []}
        rowKey={(row) => row.reference}
        busy={refunds.loading}
        empty={refunds.loading ? text.common.loading : words.none}
        columns={[
          { label: text.columns.reference, render: (row) => <span class="mono">{row.reference}</span> },
          { label: words.refundReference, render: (row) => <span class="mono">{row.merchant_reference}</span> },
          { label: text.columns.amount, numeric: true, render: (row) => text.money(row.amount, row.currency) },
          { label: text.columns.status, render: (row) => <Badge value={row.refund_status} /> },
          { label: words.reason, render: (row) => row.reason ?? "" },
          { label: text.columns.failure, render: (row) => (row.failure_reason ? text.failureReason(row.failure_reason) : "") },
          { label: text.columns.created, render: (row) => <When value={row.created_at} /> },
        ]}
      />
    </Card>
  );
}
