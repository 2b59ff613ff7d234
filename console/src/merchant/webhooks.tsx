import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import type { components } from "../api-types";
import { Badge, Card, ErrorNotice, Field, Notice, PageHeader, ShownOnce, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";
import { EVENT_TYPES, type EventType } from "./events";

type Endpoint = components["schemas"]["WebhookEndpoint"];

/** The merchant's webhook endpoints: added with their event types (secret shown once), rotated, disabled, enabled with a replay. */
export function WebhooksPage() {
  const endpoints = useData(() => dataOf(api.GET("/api/webhook-endpoints/")), "webhook-endpoints");
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [types, setTypes] = useState<Array<EventType | "*">>(["*"]);
  const [secret, setSecret] = useState<{ label: string; value: string }>();
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<unknown>();
  const [confirming, setConfirming] = useState<string>();
  const [replaySince, setReplaySince] = useState("");

  const act = async (action: () => Promise<string | undefined>) => {
    setError(undefined);
    setDone(undefined);
    setSecret(undefined);
    try {
      setDone(await action());
      endpoints.reload();
    } catch (caught) {
      setError(caught);
    }
  };

  const create = (event: Event) => {
    event.preventDefault();
    return act(async () => {
      const created = await dataOf(
        api.POST("/api/webhook-endpoints/", {
          body: { url, event_types: types, description: description || undefined },
        }),
      );
      setSecret({ label: `Signing secret of ${created.url}`, value: created.secret });
      setUrl("");
      setDescription("");
      return undefined;
    });
  };
  const toggleType = (type: EventType | "*", on: boolean) =>
    setTypes((current) => {
      if (type === "*") return on ? ["*"] : [];
      const specific = current.filter((chosen) => chosen !== "*" && chosen !== type);
      return on ? [...specific, type] : specific;
    });
  const path = (id: string) => ({ params: { path: { id } } });
  const rotate = (row: Endpoint) =>
    act(async () => {
      const rotated = await dataOf(api.POST("/api/webhook-endpoints/{id}/rotate-secret/", path(row.id)));
      setSecret({ label: `New signing secret of ${row.url}`, value: rotated.secret });
      return undefined;
    });
  const setEnabled = (row: Endpoint, enabled: boolean) =>
    act(async () => {
      const replay = enabled && replaySince ? { replay_since: new Date(replaySince).toISOString() } : {};
      const changed = await dataOf(api.PATCH("/api/webhook-endpoints/{id}/", { ...path(row.id), body: { enabled, ...replay } }));
      return enabled
        ? `${row.url} enabled${replaySince ? `; ${changed.replayed} event(s) since then are on their way, oldest first` : ""}.`
        : `${row.url} disabled.`;
    });
  const remove = (row: Endpoint) =>
    act(async () => {
      await dataOf(api.DELETE("/api/webhook-endpoints/{id}/", path(row.id)));
      setConfirming(undefined);
      return `${row.url} removed.`;
    });

  return (
    <>
      <PageHeader
        title="Webhooks"
        subtitle="Addresses of your servers that receive events, each only the types it subscribes to, signed with its own secret (Standard Webhooks)."
      />
      <Card title="Add an endpoint" id="add-endpoint">
        <form class="token-form" onSubmit={create} aria-label="Add a webhook endpoint">
          <Field
            label="URL"
            name="endpoint-url"
            type="url"
            required
            value={url}
            onInput={(event) => setUrl(event.currentTarget.value)}
          />
          <Field
            label="Description (optional)"
            name="endpoint-description"
            value={description}
            onInput={(event) => setDescription(event.currentTarget.value)}
          />
          <fieldset class="scopes">
            <legend>Event types</legend>
            {(["*", ...EVENT_TYPES] as const).map((type) => (
              <label key={type} class="check">
                <input
                  type="checkbox"
                  name={`type-${type}`}
                  checked={types.includes(type)}
                  onChange={(event) => toggleType(type, event.currentTarget.checked)}
                />
                <span class="mono">{type === "*" ? "* (every type)" : type}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" class="button button-primary">
            Add endpoint
          </button>
        </form>
      </Card>
      {secret && <ShownOnce label={secret.label} value={secret.value} />}
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorNotice error={error ?? endpoints.error} shownBeside={[]} />
      <Card title="Endpoints" id="endpoints">
        <Field
          label="Replay events since (your time zone), when enabling"
          name="replay-since"
          type="datetime-local"
          hint="Leave empty to receive only new events."
          value={replaySince}
          onInput={(event) => setReplaySince(event.currentTarget.value)}
        />
        <Table
          caption="Webhook endpoints"
          rows={endpoints.data?.results ?? []}
          rowKey={(row) => row.id}
          busy={endpoints.loading}
          empty={endpoints.loading ? "Loading…" : "No endpoint yet."}
          columns={[
            { label: "URL", render: (row) => <span class="mono">{row.url}</span> },
            { label: "Description", render: (row) => row.description ?? "" },
            { label: "Event types", render: (row) => <span class="mono">{row.event_types.join(", ")}</span> },
            {
              label: "State",
              render: (row) => (
                <>
                  {!row.enabled ? (
                    <Badge value="Failed" label="disabled" />
                  ) : row.failing_since ? (
                    <Badge value="Failed" label="failing" />
                  ) : (
                    <Badge value="Success" label="healthy" />
                  )}
                  {row.enabled && row.failing_since && (
                    <div class="hint">
                      every delivery failing since <When value={row.failing_since} />
                    </div>
                  )}
                  {row.disabled_reason && <div class="hint">{row.disabled_reason}</div>}
                </>
              ),
            },
            { label: "Created", render: (row) => <When value={row.created_at} /> },
            {
              label: "Actions",
              render: (row) => (
                <div class="row-actions">
                  <button
                    type="button"
                    class="button button-small"
                    onClick={() => rotate(row)}
                    aria-label={`Rotate the secret of ${row.url}`}
                  >
                    Rotate secret
                  </button>
                  <button
                    type="button"
                    class="button button-small"
                    onClick={() => setEnabled(row, !row.enabled)}
                    aria-label={`${row.enabled ? "Disable" : "Enable"} ${row.url}`}
                  >
                    {row.enabled ? "Disable" : "Enable"}
                  </button>
                  {confirming === row.id ? (
                    <>
                      <button type="button" class="button button-small button-danger" onClick={() => remove(row)}>
                        Confirm remove
                      </button>
                      <button type="button" class="button button-small" onClick={() => setConfirming(undefined)}>
                        Keep
                      </button>
                    </>
                  ) : (
                    <button
                      type="button"
                      class="button button-small"
                      onClick={() => setConfirming(row.id)}
                      aria-label={`Remove ${row.url}`}
                    >
                      Remove
                    </button>
                  )}
                </div>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
