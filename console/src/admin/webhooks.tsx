import { api, dataOf } from "../api";
import { Link, useLocation } from "../router";
import { choiceParam, FilterBar, FilterField, FilterSelect, param, useFilterState } from "../shared/filters";
import { WEBHOOK_OUTCOMES } from "../types";
import { dateTime } from "../ui/format";
import { Badge, ErrorNotice, Json, MoreButton, PageHeader, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

/** These lists' cursor is the last arrival number seen, sent back as a number. */
const cursorNumber = (cursor?: string) => (cursor === undefined ? undefined : Number(cursor));

function useProviderNames() {
  const providers = useData(() => dataOf(api.GET("/api/admin/providers/")), "providers");
  return (providers.data?.results ?? []).map((provider) => provider.code_name);
}

/** Every verified inbound provider webhook, newest first, with what processing did with it. */
export function ProviderWebhooksPage() {
  const { query } = useLocation();
  const form = useFilterState(query, ["provider", "reference", "processing_status"]);
  const providerNames = useProviderNames();
  const pages = usePages(
    (cursor) =>
      dataOf(
        api.GET("/api/admin/raw-callbacks/", {
          params: {
            query: {
              provider: param(query, "provider"),
              reference: param(query, "reference"),
              processing_status: choiceParam(query, "processing_status", WEBHOOK_OUTCOMES),
              cursor: cursorNumber(cursor),
            },
          },
        }),
      ),
    query.toString(),
  );
  return (
    <>
      <PageHeader
        title="Provider webhooks"
        subtitle="Inbound webhooks that passed verification, newest first."
        actions={
          <Link to="/webhooks/failures" class="button">
            Failed verifications
          </Link>
        }
      />
      <FilterBar label="Filter provider webhooks" form={form} path="/webhooks">
        <FilterSelect form={form} label="Provider" name="provider" options={providerNames} />
        <FilterField form={form} name="reference" label="Reference" />
        <FilterSelect form={form} label="Outcome" name="processing_status" options={WEBHOOK_OUTCOMES} />
      </FilterBar>
      <ErrorNotice error={pages.error} />
      <Table
        caption="Provider webhooks"
        rows={pages.rows}
        rowKey={(row) => row.id}
        busy={pages.loading}
        empty={pages.loading ? "Loading…" : "No webhook matches."}
        columns={[
          { label: "Received (UTC)", render: (row) => <When value={row.received_at} /> },
          { label: "Provider", render: (row) => row.provider_code_name },
          {
            label: "Reference",
            render: (row) =>
              row.reference ? (
                <Link to={`/transactions/${encodeURIComponent(row.reference)}`} class="mono">
                  {row.reference}
                </Link>
              ) : (
                "—"
              ),
          },
          { label: "Outcome", render: (row) => <Badge value={row.processing_status} /> },
          { label: "Note", render: (row) => row.processing_note ?? "" },
          { label: "Source", render: (row) => <span class="mono">{row.source_address ?? "—"}</span> },
          {
            label: "Content",
            render: (row) => (
              <details>
                <summary>Payload and headers</summary>
                <h3 class="small-title">Verified payload</h3>
                <Json label="Verified payload" value={row.payload} />
                <h3 class="small-title">Headers</h3>
                <Json label="Headers" value={row.headers} />
                <p class="small">
                  Event <span class="mono">{row.event_id}</span>, processed {dateTime(row.processed_at)}
                </p>
              </details>
            ),
          },
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}

/** Inbound requests that failed verification (forged, stale or mangled): kept apart, never acted on. */
export function VerificationFailuresPage() {
  const { query } = useLocation();
  const form = useFilterState(query, ["provider"]);
  const providerNames = useProviderNames();
  const pages = usePages(
    (cursor) =>
      dataOf(
        api.GET("/api/admin/webhook-failures/", {
          params: { query: { provider: param(query, "provider"), cursor: cursorNumber(cursor) } },
        }),
      ),
    query.toString(),
  );
  return (
    <>
      <PageHeader
        title="Failed verifications"
        subtitle="Requests to the provider webhook endpoints that failed verification and were answered 401."
        actions={
          <Link to="/webhooks" class="button">
            Verified webhooks
          </Link>
        }
      />
      <FilterBar label="Filter failed verifications" form={form} path="/webhooks/failures">
        <FilterSelect form={form} label="Provider" name="provider" options={providerNames} />
      </FilterBar>
      <ErrorNotice error={pages.error} />
      <Table
        caption="Failed verifications"
        rows={pages.rows}
        rowKey={(row) => row.id}
        busy={pages.loading}
        empty={pages.loading ? "Loading…" : "No failed verification."}
        columns={[
          { label: "Received (UTC)", render: (row) => <When value={row.received_at} /> },
          { label: "Provider", render: (row) => row.provider_code_name },
          { label: "Reason", render: (row) => <Badge value="Failed" label={row.reason} /> },
          { label: "Source", render: (row) => <span class="mono">{row.source_address ?? "—"}</span> },
          { label: "Body size", numeric: true, render: (row) => `${row.body_size} B` },
          {
            label: "Body SHA-256",
            render: (row) => (
              <span class="mono small" title={row.body_sha256}>
                {row.body_sha256.slice(0, 16)}…
              </span>
            ),
          },
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}
