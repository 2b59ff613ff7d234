import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import type { ProviderChanges, ProviderHealth } from "../types";
import { dateTime, percent } from "../ui/format";
import { Badge, ErrorNotice, Loading, Notice, PageHeader, Table } from "../ui/parts";
import { useData } from "../ui/use-data";
import { AvailabilityTable } from "./availability";
import { ProviderFloats } from "./provider-floats";

const ms = (value: number | null) => (value === null ? "—" : `${value} ms`);

/** Provider health over the last hour, and the routing order staff control. */
export function ProvidersPage() {
  const providers = useData(() => dataOf(api.GET("/api/admin/providers/")), "providers");
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const [version, setVersion] = useState(0);
  const refresh = () => {
    providers.reload();
    setVersion((value) => value + 1);
  };
  const rows = providers.data?.results ?? [];
  // The built-in sandbox serves sandbox accounts only: the routing order is among the others.
  const ordered = rows.filter((row) => !row.builtin);

  const change = async (provider: ProviderHealth, changes: ProviderChanges, what: string) => {
    setError(undefined);
    setDone(undefined);
    try {
      await dataOf(
        api.PATCH("/api/admin/providers/{codeName}/", { params: { path: { codeName: provider.code_name } }, body: changes }),
      );
      setDone(`${provider.code_name}: ${what}.`);
      refresh();
    } catch (caught) {
      setError(caught);
    }
  };

  /** Swaps routing order with the neighbour (priorities stay unique even when the file gave equal ones). */
  const move = async (index: number, direction: -1 | 1) => {
    const provider = ordered[index]!;
    const neighbour = ordered[index + direction];
    if (!neighbour) return;
    const priority = direction === -1 ? Math.max(0, neighbour.priority - 1) : neighbour.priority + 1;
    await change(provider, { priority }, `priority ${priority}`);
  };

  if (!providers.data && !providers.error) return <Loading what="providers" />;
  return (
    <>
      <PageHeader
        title="Providers"
        subtitle="Tried in this order (lower priority first); a provider failing three initiations in a row is set aside for a minute."
        actions={
          <button type="button" class="button" onClick={refresh}>
            Refresh
          </button>
        }
      />
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorNotice error={error ?? providers.error} />
      <Table
        caption="Providers"
        rows={rows}
        rowKey={(row) => row.code_name}
        columns={[
          { label: "Priority", numeric: true, render: (row) => row.priority },
          {
            label: "Provider",
            render: (row) => (
              <>
                <strong>{row.name}</strong> <span class="mono small">{row.code_name}</span>
                <div class="small">
                  {row.protocol} · {row.services.join(", ")} · {row.currencies.join(", ")}
                  {row.builtin ? " · built-in" : ` · set by ${row.managed_by}`}
                </div>
              </>
            ),
          },
          { label: "Routing", render: (row) => <Badge value={row.enabled ? "enabled" : "disabled"} /> },
          {
            label: "Circuit",
            render: (row) => (
              <>
                <Badge value={row.circuit.state} />
                {row.circuit.demoted_until && <div class="small">until {dateTime(row.circuit.demoted_until)}</div>}
                {row.circuit.consecutive_failures > 0 && (
                  <div class="small">{row.circuit.consecutive_failures} failures in a row</div>
                )}
              </>
            ),
          },
          { label: "Initiations (1 h)", numeric: true, render: (row) => row.last_hour.initiations },
          {
            label: "Accepted (1 h)",
            numeric: true,
            render: (row) => `${row.last_hour.successes} (${percent(row.last_hour.successes, row.last_hour.initiations)})`,
          },
          { label: "p50", numeric: true, render: (row) => ms(row.last_hour.latency_ms.p50) },
          { label: "p95", numeric: true, render: (row) => ms(row.last_hour.latency_ms.p95) },
          { label: "p99", numeric: true, render: (row) => ms(row.last_hour.latency_ms.p99) },
          {
            label: "Actions",
            render: (row) => {
              if (row.builtin) return <span class="small">fixed</span>;
              const index = ordered.indexOf(row);
              return (
                <div class="row-actions">
                  <button
                    type="button"
                    class={`button button-small ${row.enabled ? "button-danger" : ""}`}
                    aria-label={`${row.enabled ? "Disable" : "Enable"} ${row.code_name}`}
                    onClick={() => change(row, { enabled: !row.enabled }, row.enabled ? "disabled" : "enabled")}
                  >
                    {row.enabled ? "Disable" : "Enable"}
                  </button>
                  <button
                    type="button"
                    class="button button-small"
                    aria-label={`Move ${row.code_name} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    class="button button-small"
                    aria-label={`Move ${row.code_name} down`}
                    disabled={index === ordered.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </button>
                </div>
              );
            },
          },
        ]}
      />
      <ProviderFloats providers={rows} version={version} />
      <AvailabilityTable version={version} />
    </>
  );
}
