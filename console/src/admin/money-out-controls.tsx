import { api, dataOf } from "../api";
import { Link } from "../router";
import { ControlChangesTable, ControlsSummary } from "../shared/money-out-controls-parts";
import { Card, ErrorNotice, Loading, MoreButton, PageHeader } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

/** A merchant's money-out controls and every change of them, read only: only the merchant changes them. */
export function AdminMoneyOutControlsPage({ merchantId }: { merchantId: string }) {
  const params = { path: { id: merchantId } };
  const controls = useData(() => dataOf(api.GET("/api/admin/merchants/{id}/money-out-controls/", { params })), merchantId);
  const changes = usePages(
    (cursor) =>
      dataOf(
        api.GET("/api/admin/merchants/{id}/money-out-controls/audit/", { params: { ...params, query: { cursor, limit: 50 } } }),
      ),
    merchantId,
  );
  return (
    <>
      <PageHeader
        title="Money-out controls"
        subtitle={
          <>
            {controls.data ? `${controls.data.merchant.name} (${controls.data.merchant.email}): ` : ""}IP allowlist, daily limits
            and approval thresholds. Read only: the merchant changes them, with the password and a code.
          </>
        }
      />
      <p>
        <Link to="/merchants">← All merchants</Link>
      </p>
      {controls.data ? (
        <ControlsSummary controls={controls.data} />
      ) : controls.error ? (
        <ErrorNotice error={controls.error} />
      ) : (
        <Loading what="the controls" />
      )}
      <Card title="Changes" id="changes">
        <ErrorNotice error={changes.error} />
        <ControlChangesTable rows={changes.rows} loading={changes.loading} />
        <MoreButton next={changes.next} loading={changes.loading} onMore={changes.loadMore} />
      </Card>
    </>
  );
}
