import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { useLocation } from "../router";
import { choiceParam, FilterBar, FilterSelect, useFilterState } from "../shared/filters";
import { isWaiting, payoutColumns } from "../shared/payout-parts";
import { STATUSES } from "../types";
import { Card, ErrorNotice, Field, MoreButton, Notice, PageHeader, Select, Table } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

const EMPTY = { merchant_reference: "", amount: "", currency: "CDF", recipient_number: "", service: "", callback_url: "" };

/** The merchant's payouts: create one (its money held at once), list them, cancel one that waits for a provider. */
export function MerchantPayoutsPage() {
  const { query } = useLocation();
  const form = useFilterState(query, ["status"]);
  const status = choiceParam(query, "status", STATUSES);
  const pages = usePages(
    (cursor) => dataOf(api.GET("/api/payments/payout/", { params: { query: { status, cursor, limit: 50 } } })),
    query.toString(),
  );
  const currencies = useData(() => dataOf(api.GET("/api/organization/currency/")), "currencies");
  const services = useData(() => dataOf(api.GET("/api/organization/service/")), "services");
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const set = (name: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) =>
    setFields({ ...fields, [name]: event.currentTarget.value });

  const create = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    try {
      const { service, ...rest } = fields;
      const payout = await dataOf(api.POST("/api/payments/payout/", { body: { ...rest, ...(service ? { service } : {}) } }));
      setDone(
        `Payout ${payout.reference} created: ${payout.payout_status}${payout.failure_reason ? ` (${payout.failure_reason})` : ""}.`,
      );
      setFields(EMPTY);
      pages.reload();
    } catch (caught) {
      setError(caught);
    }
  };

  const cancel = async (reference: string) => {
    setError(undefined);
    setDone(undefined);
    try {
      await dataOf(api.POST("/api/payments/payout/{reference}/cancel/", { params: { path: { reference } } }));
      setDone(`Payout ${reference} cancelled; its money is available again.`);
      pages.reload();
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <>
      <PageHeader
        title="Payouts"
        subtitle="Money out of your wallet to a mobile-money number. Amount and fee are held at once."
      />
      <Card title="New payout" id="new-payout">
        <form class="inline-form" onSubmit={create} aria-label="Create a payout">
          <Field
            label="Merchant reference"
            name="payout-merchant-reference"
            required
            value={fields.merchant_reference}
            onInput={set("merchant_reference")}
          />
          <Field label="Amount" name="payout-amount" required inputMode="decimal" value={fields.amount} onInput={set("amount")} />
          <Select
            label="Currency"
            name="payout-currency"
            includeAny={false}
            options={(currencies.data?.results ?? []).map((currency) => currency.code)}
            value={fields.currency}
            onChange={(value) => setFields({ ...fields, currency: value })}
          />
          <Field
            label="Recipient number"
            name="payout-recipient"
            required
            hint="E.164, e.g. +243812345678"
            value={fields.recipient_number}
            onInput={set("recipient_number")}
          />
          <Select
            label="Service (optional: the number tells it)"
            name="payout-service"
            options={(services.data?.results ?? []).map((service) => ({ value: service.symbol, label: service.name }))}
            value={fields.service}
            onChange={(value) => setFields({ ...fields, service: value })}
          />
          <Field
            label="Callback URL"
            name="payout-callback"
            required
            type="url"
            value={fields.callback_url}
            onInput={set("callback_url")}
          />
          <button type="submit" class="button button-primary">
            Pay out
          </button>
        </form>
      </Card>
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorNotice error={error ?? pages.error} />
      <FilterBar label="Find payouts" form={form} path="/payouts">
        <FilterSelect form={form} label="Status" name="status" options={STATUSES} />
      </FilterBar>
      <Table
        caption="Payouts"
        rows={pages.rows}
        rowKey={(row) => row.reference}
        busy={pages.loading}
        empty={pages.loading ? "Loading…" : "No payout yet."}
        columns={[
          ...payoutColumns("/payouts"),
          {
            label: "",
            render: (row) =>
              isWaiting(row) && (
                <button type="button" class="button" onClick={() => cancel(row.reference)} aria-label={`Cancel ${row.reference}`}>
                  Cancel
                </button>
              ),
          },
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
