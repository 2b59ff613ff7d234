import { get, type Page } from "../api";
import { useLocation } from "../router";
import { applyFilters, createdRange, FilterBar, useFilterState } from "../shared/filters";
import { referenceColumn, transactionColumns } from "../shared/transaction-parts";
import { type AdminMerchant, type ProviderHealth, STATUSES, type Transaction } from "../types";
import { ErrorNotice, Field, MoreButton, PageHeader, Select, Table } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

const FILTERS = ["reference", "merchant_reference", "merchant_id", "customer_number", "status", "provider", "from", "to"];

/** Every merchant's transactions, found by any of the identifiers an operator is handed. */
export function AdminTransactionsPage() {
  const { query } = useLocation();
  const { values, set } = useFilterState(query, FILTERS);
  const merchants = useData(() => get<Page<AdminMerchant>>("/api/admin/merchants/", { limit: 200 }), "merchants");
  const providers = useData(() => get<{ results: ProviderHealth[] }>("/api/admin/providers/"), "providers");
  const pages = usePages(
    (cursor) =>
      get<Page<Transaction>>("/api/admin/transactions/", {
        reference: query.get("reference"),
        merchant_reference: query.get("merchant_reference"),
        merchant_id: query.get("merchant_id"),
        customer_number: query.get("customer_number"),
        status: query.get("status"),
        provider: query.get("provider"),
        ...createdRange(query),
        cursor,
      }),
    query.toString(),
  );

  return (
    <>
      <PageHeader title="Transactions" subtitle="Every merchant's payments, newest first." />
      <FilterBar
        label="Find transactions"
        onSubmit={() => applyFilters("/transactions", values)}
        onReset={() => applyFilters("/transactions", {})}
      >
        <Field
          label="Reference"
          name="reference"
          value={values.reference}
          onInput={(event) => set("reference")(event.currentTarget.value)}
        />
        <Field
          label="Merchant reference"
          name="merchant_reference"
          value={values.merchant_reference}
          onInput={(event) => set("merchant_reference")(event.currentTarget.value)}
        />
        <Select
          label="Merchant"
          name="merchant_id"
          value={values.merchant_id ?? ""}
          onChange={set("merchant_id")}
          options={(merchants.data?.results ?? []).map((merchant) => ({
            value: merchant.id,
            label: `${merchant.name} (${merchant.email})`,
          }))}
        />
        <Field
          label="Customer number"
          name="customer_number"
          placeholder="+243…"
          value={values.customer_number}
          onInput={(event) => set("customer_number")(event.currentTarget.value)}
        />
        <Select label="Status" name="status" value={values.status ?? ""} onChange={set("status")} options={STATUSES} />
        <Select
          label="Provider"
          name="provider"
          value={values.provider ?? ""}
          onChange={set("provider")}
          options={(providers.data?.results ?? []).map((provider) => provider.code_name)}
        />
        <Field
          label="Created from"
          name="from"
          type="date"
          value={values.from}
          onInput={(event) => set("from")(event.currentTarget.value)}
        />
        <Field
          label="Created to"
          name="to"
          type="date"
          value={values.to}
          onInput={(event) => set("to")(event.currentTarget.value)}
        />
      </FilterBar>
      <ErrorNotice error={pages.error} />
      <Table
        caption="Transactions"
        rows={pages.rows}
        rowKey={(row) => row.reference}
        busy={pages.loading}
        empty={pages.loading ? "Loading…" : "No transaction matches."}
        columns={[
          referenceColumn,
          { label: "Merchant", render: (row) => row.merchant_name ?? row.merchant_id ?? "—" },
          ...transactionColumns,
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
