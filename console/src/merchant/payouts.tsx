import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { useText } from "../i18n/language";
import { useLocation } from "../router";
import { choiceParam, FilterBar, FilterSelect, useFilterState } from "../shared/filters";
import { isAwaitingApproval, isWaiting, payoutColumns, payoutReferenceColumn } from "../shared/payout-parts";
import { STATUSES } from "../types";
import { ErrorNotice, MoreButton, Notice, PageHeader, Table } from "../ui/parts";
import { usePages } from "../ui/use-pages";
import { ApprovalQueue } from "./payout-approval";
import { PayoutForm } from "./payout-form";

/**
 * The merchant's payouts: create one (its money held at once), approve those over the approval threshold, list
 * them, cancel one that waits for a provider or for approval.
 */
export function MerchantPayoutsPage() {
  const text = useText();
  const words = text.payouts;
  const { query } = useLocation();
  const form = useFilterState(query, ["status"]);
  const status = choiceParam(query, "status", STATUSES);
  const pages = usePages(
    (cursor) => dataOf(api.GET("/api/payments/payout/", { params: { query: { status, cursor, limit: 50 } } })),
    query.toString(),
  );
  const [cancelError, setCancelError] = useState<unknown>();
  const [cancelled, setCancelled] = useState<string>();

  const [queueKey, setQueueKey] = useState(0);
  const cancel = async (reference: string) => {
    setCancelError(undefined);
    setCancelled(undefined);
    try {
      await dataOf(api.POST("/api/payments/payout/{reference}/cancel/", { params: { path: { reference } } }));
      setCancelled(reference);
    } catch (caught) {
      setCancelError(caught);
    }
    // Refused or not, the list shows where the payout now stands (a refusal means it moved on).
    pages.reload();
  };

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
      <PayoutForm
        onCreated={() => {
          pages.reload();
          setQueueKey((key) => key + 1);
        }}
      />
      {cancelled && <Notice tone="success">{words.cancelled(cancelled)}</Notice>}
      <ApprovalQueue key={queueKey} onChanged={pages.reload} cancel={cancel} />
      <FilterBar label={words.find} form={form} path="/payouts">
        <FilterSelect
          form={form}
          label={text.columns.status}
          name="status"
          options={STATUSES.map((status) => ({ value: status, label: text.status[status] ?? status }))}
        />
      </FilterBar>
      <ErrorNotice error={cancelError ?? pages.error} />
      <Table
        caption={words.title}
        rows={pages.rows}
        rowKey={(row) => row.reference}
        busy={pages.loading}
        empty={pages.loading ? text.common.loading : words.empty}
        columns={[
          payoutReferenceColumn("/payouts", text),
          ...payoutColumns(text),
          {
            label: words.actions,
            render: (row) =>
              (isWaiting(row) || isAwaitingApproval(row)) && (
                <button
                  type="button"
                  class="button button-small"
                  onClick={() => cancel(row.reference)}
                  aria-label={words.cancelOne(row.reference)}
                >
                  {text.common.cancel}
                </button>
              ),
          },
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
