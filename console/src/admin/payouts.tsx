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
import { payoutColumns, payoutReferenceColumn } from "../shared/payout-parts";
import { type AdminPayout, STATUSES } from "../types";
import { ErrorNotice, MoreButton, PageHeader, Table } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

const FILTERS = ["reference", "merchant_reference", "merchant_id", "status", "provider", "currency", "from", "to"];

/** Every merchant's payouts, the waiting ones among them (Pending, with why). */
export function AdminPayoutsPage() {
  const { query } = useLocation();
  const form = useFilterState(query, FILTERS);
  const merchants = useData(() => dataOf(api.GET("/api/admin/merchants/", { params: { query: { limit: 200 } } })), "merchants");
  const providers = useData(() => dataOf(api.GET("/api/admin/providers/")), "providers");
  const currencies = useData(() => dataOf(api.GET("/api/organization/currency/")), "currencies");
  const pages = usePages(
    (cursor) =>
      dataOf(
        api.GET("/api/admin/payouts/", {
          params: {
            query: {
              reference: param(query, "reference"),
              merchant_reference: param(query, "merchant_reference"),
              merchant_id: param(query, "merchant_id"),
              status: choiceParam(query, "status", STATUSES),
              provider: param(query, "provider"),
              currency: param(query, "currency"),
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
      <PageHeader title="Payouts" subtitle="Every merchant's payouts, newest first." />
      <FilterBar label="Find payouts" form={form} path="/payouts">
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
        <FilterSelect form={form} label="Status" name="status" options={STATUSES} />
        <FilterSelect
          form={form}
          label="Provider"
          name="provider"
          options={(providers.data?.results ?? []).map((provider) => provider.code_name)}
        />
        <FilterSelect
          form={form}
          label="Currency"
          name="currency"
          options={(currencies.data?.results ?? []).map((currency) => currency.code)}
        />
        <CreatedRangeFields form={form} />
      </FilterBar>
      <ErrorNotice error={pages.error} />
      <Table
        caption="Payouts"
        rows={pages.rows}
        rowKey={(row) => row.reference}
        busy={pages.loading}
        empty={pages.loading ? "Loading…" : "No payout matches."}
        columns={[
          payoutReferenceColumn<AdminPayout>("/payouts"),
          { label: "Merchant", render: (row) => row.merchant_name },
          ...payoutColumns<AdminPayout>(),
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
