import { useState } from "preact/hooks";
import { api, dataOf, download } from "../api";
import { useText } from "../i18n/language";
import { useLocation } from "../router";
import {
  CreatedRangeFields,
  choiceParam,
  createdRange,
  FilterBar,
  FilterField,
  FilterSelect,
  param,
  useFilterState,
} from "../shared/filters";
import { referenceColumnIn, transactionColumnsIn } from "../shared/transaction-parts";
import { STATUSES } from "../types";
import { ErrorNotice, MoreButton, PageHeader, Table } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

const FILTERS = ["merchant_reference", "status", "service", "currency", "from", "to"];

/** The merchant's own payments, with the list's filters also driving the CSV export. */
export function MerchantTransactionsPage() {
  const text = useText();
  const words = text.transactions;
  const { query } = useLocation();
  const form = useFilterState(query, FILTERS);
  const [exportError, setExportError] = useState<unknown>();
  const [exporting, setExporting] = useState(false);
  const services = useData(() => dataOf(api.GET("/api/organization/service/")), "services");
  const currencies = useData(() => dataOf(api.GET("/api/organization/currency/")), "currencies");
  const filters = {
    merchant_reference: param(query, "merchant_reference"),
    status: choiceParam(query, "status", STATUSES),
    service: param(query, "service"),
    currency: param(query, "currency"),
    ...createdRange(query),
  };
  const pages = usePages(
    (cursor) => dataOf(api.GET("/api/payments/transaction/", { params: { query: { ...filters, cursor, limit: 50 } } })),
    query.toString(),
  );

  const exportCsv = async () => {
    setExportError(undefined);
    setExporting(true);
    try {
      await download(
        api.GET("/api/payments/transaction/export/", { params: { query: filters }, parseAs: "blob" }),
        "transactions.csv",
      );
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={words.title}
        subtitle={words.subtitle}
        actions={
          <button type="button" class="button" onClick={exportCsv} disabled={exporting}>
            {exporting ? words.exporting : words.export}
          </button>
        }
      />
      <FilterBar label={words.find} form={form} path="/transactions">
        <FilterField form={form} name="merchant_reference" label={text.columns.merchantReference} />
        <FilterSelect form={form} label={text.columns.status} name="status" options={STATUSES} />
        <FilterSelect
          form={form}
          label={text.columns.network}
          name="service"
          options={(services.data?.results ?? []).map((service) => ({
            value: service.symbol,
            label: text.network(service.symbol),
          }))}
        />
        <FilterSelect
          form={form}
          label={text.columns.currency}
          name="currency"
          options={(currencies.data?.results ?? []).map((currency) => currency.code)}
        />
        <CreatedRangeFields form={form} />
      </FilterBar>
      <ErrorNotice error={exportError ?? pages.error} />
      <Table
        caption={words.title}
        rows={pages.rows}
        rowKey={(row) => row.reference}
        busy={pages.loading}
        empty={pages.loading ? text.common.loading : words.empty}
        columns={[referenceColumnIn(text), ...transactionColumnsIn(text)]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
