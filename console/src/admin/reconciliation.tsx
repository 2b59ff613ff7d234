import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { isoDay } from "../ui/format";
import { Badge, Card, ErrorNotice, Field, MoreButton, Notice, PageHeader, Select, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

const KINDS = ["missing_here", "missing_at_provider", "status_differs", "amount_differs", "reference_differs", "late_success"];
const RESOLUTIONS = ["open", "held", "explained", "refunded"];

const sideBySide = (fields: Record<string, string | null> | null) =>
  fields === null ? (
    <em>none</em>
  ) : (
    <span class="mono small">
      {Object.entries(fields)
        .map(([field, value]) => `${field}: ${value ?? "—"}`)
        .join(" · ")}
    </span>
  );

/** Each provider's reconciled days, their exceptions with both sides of each difference, and settling them in bulk. */
export function ReconciliationPage() {
  const providers = useData(() => dataOf(api.GET("/api/admin/providers/")), "providers");
  const days = useData(() => dataOf(api.GET("/api/admin/reconciliation/days/", { params: { query: { limit: 60 } } })), "days");
  const [filters, setFilters] = useState({ provider: "", kind: "", resolution: "open" });
  const exceptions = usePages(
    (cursor) =>
      dataOf(
        api.GET("/api/admin/reconciliation/exceptions/", {
          params: {
            query: {
              provider: filters.provider || undefined,
              kind: (filters.kind || undefined) as never,
              resolution: (filters.resolution || undefined) as never,
              cursor,
            },
          },
        }),
      ),
    JSON.stringify(filters),
  );
  const [run, setRun] = useState({ provider: "", date: isoDay(new Date(Date.now() - 86_400_000)) });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [note, setNote] = useState("");
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();

  const reconcile = async (provider: string, date: string) => {
    setError(undefined);
    setDone(undefined);
    try {
      const answer = await dataOf(api.POST("/api/admin/reconciliation/runs/", { body: { provider_code_name: provider, date } }));
      setDone(
        `${answer.provider_code_name} ${answer.day} (${answer.status}): ${answer.matched} of ${answer.lines} lines matched, ${answer.exceptions} exceptions (${answer.added} new).`,
      );
      days.reload();
      exceptions.reload();
    } catch (caught) {
      setError(caught);
    }
  };

  const settle = async (action: "accept" | "refund") => {
    setError(undefined);
    setDone(undefined);
    try {
      const answer = await dataOf(
        api.POST("/api/admin/reconciliation/exceptions/settle/", { body: { ids: [...selected], action, note } }),
      );
      setDone(`${answer.settled.length} exception(s) ${action === "accept" ? "accepted as explained" : "refunded"}.`);
      setSelected(new Set());
      setNote("");
      exceptions.reload();
    } catch (caught) {
      setError(caught);
    }
  };

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  const providerNames = (providers.data?.results ?? [])
    .filter((provider) => !provider.builtin)
    .map((provider) => provider.code_name);
  return (
    <>
      <PageHeader title="Reconciliation" subtitle="Our books against each provider's statement, day by day (UTC)." />
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorNotice error={error ?? days.error ?? exceptions.error} />
      <Card title="Reconcile a day now" id="run">
        <form
          class="inline-form"
          aria-label="Reconcile a day"
          onSubmit={(event) => {
            event.preventDefault();
            void reconcile(run.provider, run.date);
          }}
        >
          <Select
            label="Provider"
            name="run-provider"
            includeAny={false}
            options={["", ...providerNames]}
            value={run.provider}
            onChange={(provider) => setRun({ ...run, provider })}
          />
          <Field
            label="Day (UTC)"
            name="run-date"
            type="date"
            required
            value={run.date}
            onInput={(event) => setRun({ ...run, date: event.currentTarget.value })}
          />
          <button type="submit" class="button button-primary" disabled={!run.provider}>
            Reconcile
          </button>
        </form>
      </Card>
      <Card title="Days" id="days">
        <Table
          caption="Reconciled days"
          rows={days.data?.results ?? []}
          rowKey={(row) => `${row.provider_code_name}-${row.day}`}
          busy={days.loading}
          empty={days.loading ? "Loading…" : "No day reconciled yet."}
          columns={[
            { label: "Day", render: (row) => row.day },
            { label: "Provider", render: (row) => row.provider_code_name },
            {
              label: "State",
              render: (row) => <Badge value={row.status === "final" ? "Success" : "Pending"} label={row.status} />,
            },
            { label: "Lines", numeric: true, render: (row) => row.lines },
            { label: "Matched", numeric: true, render: (row) => row.matched },
            { label: "Exceptions", numeric: true, render: (row) => row.exceptions },
            { label: "Reconciled (UTC)", render: (row) => <When value={row.reconciled_at} /> },
            {
              label: "",
              render: (row) => (
                <button
                  type="button"
                  class="button"
                  onClick={() => reconcile(row.provider_code_name, row.day)}
                  aria-label={`Re-run ${row.provider_code_name} ${row.day}`}
                >
                  Re-run
                </button>
              ),
            },
          ]}
        />
      </Card>
      <Card title="Exceptions" id="exceptions">
        <div class="inline-form">
          <Select
            label="Provider"
            name="exceptions-provider"
            options={providerNames}
            value={filters.provider}
            onChange={(provider) => setFilters({ ...filters, provider })}
          />
          <Select
            label="Kind"
            name="exceptions-kind"
            options={KINDS}
            value={filters.kind}
            onChange={(kind) => setFilters({ ...filters, kind })}
          />
          <Select
            label="Resolution"
            name="exceptions-resolution"
            options={RESOLUTIONS}
            value={filters.resolution}
            onChange={(resolution) => setFilters({ ...filters, resolution })}
          />
        </div>
        <Table
          caption="Reconciliation exceptions"
          rows={exceptions.rows}
          rowKey={(row) => row.id}
          busy={exceptions.loading}
          empty={exceptions.loading ? "Loading…" : "No exception matches."}
          columns={[
            {
              label: "",
              render: (row) => (
                <input
                  type="checkbox"
                  aria-label={`Select exception ${row.id}`}
                  checked={selected.has(row.id)}
                  onChange={() => toggle(row.id)}
                />
              ),
            },
            { label: "Day", render: (row) => row.day },
            { label: "Provider", render: (row) => row.provider_code_name },
            {
              label: "Kind",
              render: (row) => <Badge value={row.kind === "late_success" ? "Failed" : "Pending"} label={row.kind} />,
            },
            { label: "What", render: (row) => row.operation },
            { label: "Reference", render: (row) => <span class="mono">{row.reference}</span> },
            { label: "Ours", render: (row) => sideBySide(row.ours) },
            { label: "Provider's", render: (row) => sideBySide(row.theirs) },
            {
              label: "Resolution",
              render: (row) => `${row.resolution}${row.refund_reference ? ` (${row.refund_reference})` : ""}`,
            },
            { label: "Note", render: (row) => row.note ?? "" },
          ]}
        />
        <MoreButton next={exceptions.next} loading={exceptions.loading} onMore={exceptions.loadMore} />
        <form class="inline-form" aria-label="Settle the selected exceptions" onSubmit={(event) => event.preventDefault()}>
          <Field label="Note (why)" name="settle-note" value={note} onInput={(event) => setNote(event.currentTarget.value)} />
          <button type="button" class="button" disabled={selected.size === 0} onClick={() => settle("accept")}>
            Accept as explained
          </button>
          <button type="button" class="button" disabled={selected.size === 0} onClick={() => settle("refund")}>
            Refund late successes
          </button>
        </form>
      </Card>
    </>
  );
}
