import { useState } from "preact/hooks";
import { api, dataOf, download } from "../api";
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
import { referenceColumn, transactionColumns } from "../shared/transaction-parts";
import { STATUSES } from "../types";
import { ErrorNotice, MoreButton, PageHeader, Table } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

const FILTERS = ["merchant_reference", "status", "service", "currency", "from", "to"];

/** The merchant's own payments, with the list's filters also driving the CSV export. */
export function MerchantTransactionsPage() {
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
        title="Transactions"
        subtitle="Your payments, newest first."
        actions={
          <button type="button" class="button" onClick={exportCsv} disabled={exporting}>
            {exporting ? "Exporting…" : "Export CSV"}
          </button>
        }
      />
      <FilterBar label="Find transactions" form={form} path="/transactions">
        <FilterField form={form} name="merchant_reference" label="Merchant reference" />
        <FilterSelect form={form} label="Status" name="status" options={STATUSES} />
        <FilterSelect
          form={form}
          label="Service"
          name="service"
          options={(services.data?.results ?? []).map((service) => ({ value: service.symbol, label: service.name }))}
        />
        <FilterSelect
          form={form}
          label="Currency"
          name="currency"
          options={(currencies.data?.results ?? []).map((currency) => currency.code)}
        />
        <CreatedRangeFields form={form} />
      </FilterBar>
      <ErrorNotice error={exportError ?? pages.error} />
      <Table
        caption="Transactions"
        rows={pages.rows}
        rowKey={(row) => row.reference}
        busy={pages.loading}
        empty={pages.loading ? "Loading…" : "No transaction matches."}
        columns={[referenceColumn, ...transactionColumns]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
