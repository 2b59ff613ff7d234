import type { components } from "../api-types";
import { money } from "../ui/format";
import { Badge, Card, Json, Table, When } from "../ui/parts";
import { DeliveriesTable } from "./transaction-parts";

type Schemas = components["schemas"];

/**
 * The parts of a payment's or payout's story staff read (its states, ledger lines, notifications,
 * provider calls and webhooks), in the order they answer "what happened?".
 */
export function StoryCards({
  events,
  ledger,
  attempts,
  webhooks,
  notifications,
  ledgerEmpty,
}: {
  events: Schemas["TransactionEvent"][];
  ledger: Schemas["LedgerEntry"][];
  attempts: Schemas["ProviderAttempt"][];
  webhooks: Schemas["RawCallback"][];
  notifications: Schemas["NotificationAttempt"][];
  ledgerEmpty: string;
}) {
  return (
    <>
      <Card title="State history" id="events">
        <Table
          caption="State history"
          rows={events}
          rowKey={(row) => row.id}
          empty="No state change recorded."
          columns={[
            { label: "When (UTC)", render: (row) => <When value={row.created_at} /> },
            { label: "From", render: (row) => (row.from_status ? <Badge value={row.from_status} /> : "—") },
            { label: "To", render: (row) => <Badge value={row.to_status} /> },
            {
              label: "Details",
              render: (row) => (
                <span class="mono small">{Object.keys(row.details ?? {}).length ? JSON.stringify(row.details) : ""}</span>
              ),
            },
          ]}
        />
      </Card>

      <Card title="Ledger" id="ledger">
        <Table
          caption="Ledger entries"
          rows={ledger}
          rowKey={(row) => row.id}
          empty={ledgerEmpty}
          columns={[
            { label: "Entry", render: (row) => row.kind },
            { label: "Account", render: (row) => row.account },
            { label: "Amount", numeric: true, render: (row) => money(row.amount, row.currency) },
            { label: "Booked (UTC)", render: (row) => <When value={row.created_at} /> },
          ]}
        />
      </Card>

      <Card title="Merchant notifications" id="deliveries">
        <DeliveriesTable rows={notifications} />
      </Card>

      <Card title="Provider attempts" id="attempts">
        <Table
          caption="Provider attempts"
          rows={attempts}
          rowKey={(row) => row.id}
          empty="No provider was called."
          columns={[
            { label: "When (UTC)", render: (row) => <When value={row.created_at} /> },
            { label: "Provider", render: (row) => row.provider_code_name },
            { label: "Operation", render: (row) => row.operation },
            { label: "Outcome", render: (row) => row.outcome },
            { label: "HTTP", numeric: true, render: (row) => row.http_status ?? "—" },
            { label: "Latency", numeric: true, render: (row) => `${row.latency_ms} ms` },
            {
              label: "Exchange",
              render: (row) => (
                <details>
                  <summary>Request and response</summary>
                  <Json label="Request" value={row.request} />
                  <Json label="Response" value={row.response} />
                  {row.error && <p class="error-text">{row.error}</p>}
                </details>
              ),
            },
          ]}
        />
      </Card>

      <Card title="Verified provider webhooks" id="webhooks">
        <Table
          caption="Verified provider webhooks"
          rows={webhooks}
          rowKey={(row) => row.id}
          empty="No webhook concerned it."
          columns={[
            { label: "Received (UTC)", render: (row) => <When value={row.received_at} /> },
            { label: "Provider", render: (row) => row.provider_code_name },
            { label: "Event", render: (row) => <span class="mono small">{row.event_id}</span> },
            { label: "Outcome", render: (row) => <Badge value={row.processing_status} /> },
            { label: "Note", render: (row) => row.processing_note ?? "" },
            {
              label: "Payload",
              render: (row) => (
                <details>
                  <summary>Payload</summary>
                  <Json label="Payload" value={row.payload} />
                </details>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
