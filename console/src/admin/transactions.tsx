import { api, dataOf } from "../api";
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

const FILTERS = ["reference", "merchant_reference", "merchant_id", "customer_number", "status", "provider", "from", "to"];

/** Every merchant's transactions, found by any of the identifiers an operator is handed. */
export function AdminTransactionsPage() {
  const { query } = useLocation();
  const form = useFilterState(query, FILTERS);
  const merchants = useData(() => dataOf(api.GET("/api/admin/merchants/", { params: { query: { limit: 200 } } })), "merchants");
  const providers = useData(() => dataOf(api.GET("/api/admin/providers/")), "providers");
  const pages = usePages(
    (cursor) =>
      dataOf(
        api.GET("/api/admin/transactions/", {
          params: {
            query: {
              reference: param(query, "reference"),
              merchant_reference: param(query, "merchant_reference"),
              merchant_id: param(query, "merchant_id"),
              customer_number: param(query, "customer_number"),
              status: choiceParam(query, "status", STATUSES),
              provider: param(query, "provider"),
              ...createdRange(query),
              cursor,
            },
          },
        }),
      ),
    query.toString(),
  );

  return (
    <>
      <PageHeader title="Transactions" subtitle="Every merchant's payments, newest first." />
      <FilterBar label="Find transactions" form={form} path="/transactions">
        <FilterField form={form} name="reference" label="Reference" />
        <FilterField form={form} name="merchant_reference" label="Merchant reference" />
        <FilterSelect
          form={form}
          label="Merchant"
          name="merchant_id"
          options={(merchants.data?.results ?? []).map((merchant) => ({
            value: merchant.id,
            label: `${merchant.name} (${merchant.email})`,
          }))}
        />
        <FilterField form={form} name="customer_number" label="Customer number" placeholder="+243…" />
        <FilterSelect form={form} label="Status" name="status" options={STATUSES} />
        <FilterSelect
          form={form}
          label="Provider"
          name="provider"
          options={(providers.data?.results ?? []).map((provider) => provider.code_name)}
        />
        <CreatedRangeFields form={form} />
      </FilterBar>
      <ErrorNotice error={pages.error} />
      <Table
        caption="Transactions"
        rows={pages.rows}
        rowKey={(row) => row.reference}
        busy={pages.loading}
        empty={pages.loading ? "Loading…" : "No transaction matches."}
        columns={[referenceColumn, { label: "Merchant", render: (row) => row.merchant_name }, ...transactionColumns]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
