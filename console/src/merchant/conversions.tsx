import { useEffect, useState } from "preact/hooks";
import { type ApiError, api, dataOf } from "../api";
import type { Dictionary } from "../i18n/en";
import { useText } from "../i18n/language";
import type { Conversion, ConversionQuote as Quote } from "../types";
import { apiAmount } from "../ui/format";
import { Card, ErrorNotice, Field, KeyValues, MoreButton, Notice, PageHeader, Select, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";
import { type FieldErrorsShown, useForm } from "../ui/use-form";
import { usePages } from "../ui/use-pages";

const EMPTY = { from_currency: "USD", to_currency: "CDF", amount: "", merchant_reference: "" };
type ConversionFields = typeof EMPTY;

/** An `insufficient_balance` is said at the amount, with what is available. */
function explainRefusal(text: Dictionary, error: ApiError): FieldErrorsShown<ConversionFields> | undefined {
  if (error.code !== "insufficient_balance" || !error.details) return undefined;
  const available = text.money(String(error.details.amount), String(error.details.currency));
  return { errors: { amount: text.conversions.onlyAvailable(available) }, shownBeside: ["amount", "currency"] };
}

/** Seconds left until `expiresAt`, ticking every second; 0 once past. */
function useSecondsLeft(expiresAt: string | undefined): number {
  const left = () => (expiresAt ? Math.max(0, Math.ceil((new Date(expiresAt).getTime() - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (!expiresAt) return;
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return seconds;
}

const newMerchantReference = () => `cv-${new Date().toISOString().slice(0, 19).replace(/[-:T]/g, "")}`;

/** Quoting a conversion, then confirming it within the quote's minute (the countdown says how long is left). */
function ConversionForm({ onConverted }: { onConverted: (conversion: Conversion) => void }) {
  const text = useText();
  const words = text.conversions;
  const currencies = useData(() => dataOf(api.GET("/api/organization/currency/")), "currencies");
  const { fields, setFields, set, input, error, setError, errors, shownBeside } = useForm(EMPTY, {
    explain: (refusal) => explainRefusal(text, refusal),
  });
  const [quote, setQuote] = useState<Quote>();
  const [done, setDone] = useState<string>();
  const secondsLeft = useSecondsLeft(quote?.expires_at);
  const codes = (currencies.data?.results ?? []).map((currency) => currency.code);

  const ask = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    setQuote(undefined);
    try {
      const body = { from_currency: fields.from_currency, to_currency: fields.to_currency, amount: apiAmount(fields.amount) };
      setQuote(await dataOf(api.POST("/api/payments/conversion/quote/", { body })));
      if (!fields.merchant_reference) setFields((previous) => ({ ...previous, merchant_reference: newMerchantReference() }));
    } catch (caught) {
      setError(caught);
    }
  };

  const confirm = async () => {
    if (!quote) return;
    setError(undefined);
    try {
      const body = { quote_id: quote.id, merchant_reference: fields.merchant_reference || newMerchantReference() };
      const conversion = await dataOf(api.POST("/api/payments/conversion/", { body }));
      setDone(
        words.converted(
          conversion.reference,
          text.money(conversion.amount, conversion.from_currency),
          text.money(conversion.receive_amount, conversion.to_currency),
        ),
      );
      setQuote(undefined);
      setFields({ ...EMPTY, from_currency: fields.from_currency, to_currency: fields.to_currency });
      onConverted(conversion);
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <Card title={words.newConversion} id="new-conversion">
      <form class="form-grid" onSubmit={ask} aria-label={words.quoteForm} noValidate>
        <Select
          label={words.from}
          name="conversion-from"
          includeAny={false}
          options={codes}
          value={fields.from_currency}
          onChange={set("from_currency")}
          error={errors.from_currency}
        />
        <Select
          label={words.to}
          name="conversion-to"
          includeAny={false}
          options={codes}
          value={fields.to_currency}
          onChange={set("to_currency")}
          error={errors.to_currency}
        />
        <Field
          label={words.amountToSell}
          name="conversion-amount"
          required
          inputMode="decimal"
          placeholder="100.00"
          {...input("amount")}
        />
        <div class="form-actions">
          <button type="submit" class="button">
            {words.getQuote}
          </button>
        </div>
      </form>
      {quote && (
        <section aria-label={words.quote}>
          <KeyValues
            entries={[
              [words.youSell, text.money(quote.amount, quote.from_currency)],
              [words.youReceive, text.money(quote.receive_amount, quote.to_currency)],
              [words.rate, `1 ${quote.from_currency} = ${quote.rate} ${quote.to_currency}`],
              [words.midRate, `${quote.mid_rate} (${words.spread(quote.spread_bps)})`],
            ]}
          />
          {secondsLeft > 0 ? (
            <Notice tone="info">
              <span role="timer" aria-live="off">
                {words.holdsFor(secondsLeft)}
              </span>
            </Notice>
          ) : (
            <Notice tone="warning">{words.expired}</Notice>
          )}
          <div class="form-grid">
            <Field
              label={text.columns.merchantReference}
              name="conversion-merchant-reference"
              required
              {...input("merchant_reference")}
            />
            <div class="form-actions">
              <button type="button" class="button button-primary" onClick={confirm} disabled={secondsLeft === 0}>
                {words.confirm}
              </button>
            </div>
          </div>
        </section>
      )}
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorNotice error={error} shownBeside={shownBeside} />
    </Card>
  );
}

/** The merchant's conversions between its wallets: quote one, confirm it within the minute, and the history. */
export function MerchantConversionsPage() {
  const text = useText();
  const words = text.conversions;
  const pages = usePages(
    (cursor) => dataOf(api.GET("/api/payments/conversion/", { params: { query: { cursor, limit: 50 } } })),
    "",
  );
  return (
    <>
      <PageHeader
        title={words.title}
        subtitle={words.subtitle}
        actions={
          <button type="button" class="button" onClick={pages.reload}>
            {text.common.refresh}
          </button>
        }
      />
      <ConversionForm onConverted={pages.reload} />
      <ErrorNotice error={pages.error} />
      <Table
        caption={words.history}
        rows={pages.rows}
        rowKey={(row) => row.reference}
        busy={pages.loading}
        empty={pages.loading ? text.common.loading : words.empty}
        columns={[
          { label: text.columns.reference, render: (row) => <span class="mono">{row.reference}</span> },
          { label: text.columns.merchantReference, render: (row) => row.merchant_reference },
          { label: words.sold, numeric: true, render: (row) => text.money(row.amount, row.from_currency) },
          { label: words.bought, numeric: true, render: (row) => text.money(row.receive_amount, row.to_currency) },
          { label: words.rate, numeric: true, render: (row) => row.rate },
          { label: text.columns.status, render: (row) => text.status[row.conversion_status] ?? row.conversion_status },
          { label: text.columns.created, render: (row) => <When value={row.created_at} /> },
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
