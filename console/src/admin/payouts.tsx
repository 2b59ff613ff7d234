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
import { payoutColumns } from "../shared/payout-parts";
import { STATUSES } from "../types";
import { ErrorNotice, MoreButton, PageHeader, Table } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

const FILTERS = ["reference", "merchant_reference", "status", "provider", "from", "to"];

/** Every merchant's payouts, the waiting ones among them (Pending, with why). */
export function AdminPayoutsPage() {
  const { query } = useLocation();
  const form = useFilterState(query, FILTERS);
  const providers = useData(() => dataOf(api.GET("/api/admin/providers/")), "providers");
  const pages = usePages(
    (cursor) =>
      dataOf(
        api.GET("/api/admin/payouts/", {
          params: {
            query: {
              reference: param(query, "reference"),
              merchant_reference: param(query, "merchant_reference"),
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
      <PageHeader title="Payouts" subtitle="Every merchant's payouts, newest first." />
      <FilterBar label="Find payouts" form={form} path="/payouts">
        <FilterField form={form} name="reference" label="Reference" />
        <FilterField form={form} name="merchant_reference" label="Merchant reference" />
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
        caption="Payouts"
        rows={pages.rows}
        rowKey={(row) => row.reference}
        busy={pages.loading}
        empty={pages.loading ? "Loading…" : "No payout matches."}
        columns={[...payoutColumns("/payouts"), { label: "Merchant", render: (row) => row.merchant_name }]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
