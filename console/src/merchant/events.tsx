import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import type { components } from "../api-types";
import { Link, useLocation } from "../router";
import { choiceParam, FilterBar, FilterSelect, useFilterState } from "../shared/filters";
import { Badge, Card, ErrorNotice, Json, KeyValues, Loading, MoreButton, Notice, PageHeader, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

export type EventType = components["schemas"]["Event"]["type"];

/** Every event type, each a key: a type the API adds and this lacks does not compile (`conversion.succeeded` once did). */
const EVENT_TYPE_KEYS: Record<EventType, true> = {
  "transaction.processing": true,
  "transaction.succeeded": true,
  "transaction.failed": true,
  "payout.processing": true,
  "payout.succeeded": true,
  "payout.failed": true,
  "refund.processing": true,
  "refund.succeeded": true,
  "refund.failed": true,
  "checkout.paid": true,
  "checkout.expired": true,
  "conversion.succeeded": true,
};
export const EVENT_TYPES = Object.keys(EVENT_TYPE_KEYS) as EventType[];
const DELIVERY = [
  { value: "false", label: "Not all delivered" },
  { value: "true", label: "All delivered" },
];

const delivered = (success: boolean) => (
  <Badge value={success ? "Success" : "Pending"} label={success ? "delivered" : "not delivered"} />
);

/**
 * An event's delivery as its attempts tell it: delivered; failing when an address's last attempt had no 2xx (the
 * outbox tries again); awaiting when nothing has been attempted yet.
 */
function deliveryState(success: boolean, attempts: Array<{ endpoint: string; attempt: number; status_code: number | null }>) {
  if (success) return <Badge value="Success" label="delivered" />;
  const last = new Map<string, number | null>();
  for (const attempt of [...attempts].sort((a, b) => a.attempt - b.attempt)) last.set(attempt.endpoint, attempt.status_code);
  const failing = [...last.values()].some((status) => status === null || status < 200 || status >= 300);
  return failing ? <Badge value="Failed" label="failing" /> : <Badge value="Pending" label="awaiting delivery" />;
}

/** The merchant's events, newest first, filtered by type and by whether every delivery of each had a 2xx. */
export function MerchantEventsPage() {
  const { query } = useLocation();
  const form = useFilterState(query, ["type", "delivery_success"]);
  const type = choiceParam(query, "type", EVENT_TYPES);
  const deliverySuccess = choiceParam(query, "delivery_success", ["true", "false"] as const);
  const pages = usePages(
    (cursor) =>
      dataOf(api.GET("/api/events/", { params: { query: { type, delivery_success: deliverySuccess, cursor, limit: 50 } } })),
    query.toString(),
  );
  return (
    <>
      <PageHeader
        title="Events"
        subtitle="Every change of state of your transactions, payouts, refunds, checkouts and conversions in the last 30 days, and whether it reached your servers."
      />
      <FilterBar label="Find events" form={form} path="/events">
        <FilterSelect form={form} label="Type" name="type" options={EVENT_TYPES} />
        <FilterSelect form={form} label="Delivery" name="delivery_success" options={DELIVERY} />
      </FilterBar>
      <ErrorNotice error={pages.error} />
      <Table
        caption="Events"
        rows={pages.rows}
        rowKey={(row) => row.id}
        busy={pages.loading}
        empty={pages.loading ? "Loading…" : "No event."}
        columns={[
          {
            label: "Event",
            render: (row) => (
              <Link to={`/events/${encodeURIComponent(row.id)}`} class="mono">
                {row.id}
              </Link>
            ),
          },
          { label: "Type", render: (row) => <span class="mono">{row.type}</span> },
          { label: "Resource", render: (row) => <span class="mono">{row.resource.reference}</span> },
          { label: "Delivery", render: (row) => delivered(row.delivery_success) },
          { label: "Created", render: (row) => <When value={row.created_at} /> },
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}

const resourceLink = (resource: components["schemas"]["Event"]["resource"]) => {
  const path = {
    transaction: "/transactions/",
    payout: "/payouts/",
    refund: undefined,
    checkout: undefined,
    conversion: undefined,
  }[resource.type];
  const reference = <span class="mono">{resource.reference}</span>;
  return path ? <Link to={`${path}${encodeURIComponent(resource.reference)}`}>{reference}</Link> : reference;
};

/** One event: what it carried, every attempt to deliver it and the answers, and delivering it again. */
export function MerchantEventDetailPage({ id }: { id: string }) {
  const params = { path: { id } };
  const event = useData(() => dataOf(api.GET("/api/events/{id}/", { params })), id);
  const [redelivered, setRedelivered] = useState<components["schemas"]["EventRedelivery"]>();
  const [error, setError] = useState<unknown>();
  if (!event.data) return event.error ? <ErrorNotice error={event.error} /> : <Loading what="the event" />;
  const row = event.data;
  const redeliver = async () => {
    setError(undefined);
    setRedelivered(undefined);
    try {
      setRedelivered(await dataOf(api.POST("/api/events/{id}/redeliver/", { params })));
      setTimeout(event.reload, 1500);
    } catch (caught) {
      setError(caught);
    }
  };
  return (
    <>
      <PageHeader
        title={`Event ${row.id}`}
        subtitle={
          <>
            <span class="mono">{row.type}</span> · {deliveryState(row.delivery_success, row.deliveries)}
          </>
        }
        actions={
          <>
            <button type="button" class="button" onClick={event.reload}>
              Refresh
            </button>
            <button type="button" class="button button-primary" onClick={redeliver}>
              Redeliver
            </button>
          </>
        }
      />
      <p>
        <Link to="/events">← All events</Link>
      </p>
      {redelivered && (
        <Notice tone="success">
          Delivering again: {redelivered.endpoint_deliveries} endpoint(s){redelivered.callback ? " and the callback URL" : ""}.
        </Notice>
      )}
      <ErrorNotice error={error} />
      <Card title="Event" id="event">
        <KeyValues
          entries={[
            ["Type", <span class="mono">{row.type}</span>],
            ["Resource", resourceLink(row.resource)],
            ["Created", <When value={row.created_at} />],
            ["webhook-id", <span class="mono">{row.id}</span>],
          ]}
        />
        <Json value={row.data} label="The resource as it was" />
      </Card>
      <Card title="Delivery attempts" id="attempts">
        <Table
          caption="Delivery attempts"
          rows={row.deliveries}
          rowKey={(attempt) => `${attempt.endpoint_id ?? "callback"}|${attempt.attempt}|${attempt.attempted_at}`}
          empty="No attempt yet."
          columns={[
            { label: "Endpoint", render: (attempt) => <span class="mono">{attempt.endpoint}</span> },
            { label: "Attempt", numeric: true, render: (attempt) => attempt.attempt },
            { label: "When", render: (attempt) => <When value={attempt.attempted_at} /> },
            { label: "Status", render: (attempt) => attempt.status_code ?? "—" },
            { label: "Latency", numeric: true, render: (attempt) => `${attempt.latency_ms} ms` },
            { label: "Answer", render: (attempt) => <span class="mono">{attempt.response_excerpt ?? ""}</span> },
            { label: "Error", render: (attempt) => attempt.error ?? "" },
          ]}
        />
      </Card>
    </>
  );
}
