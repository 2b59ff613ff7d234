import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import type { ProviderFloat, ProviderHealth } from "../types";
import { dateTime, money } from "../ui/format";
import { Badge, ErrorNotice, Notice, Table } from "../ui/parts";
import { useData } from "../ui/use-data";

type FloatRow = ProviderFloat["results"][number] & { provider: string };

/** One provider's float per currency, asked of it when the page opens, with the floor staff are mailed under. */
function ProviderFloatTable({ provider, version }: { provider: ProviderHealth; version: number }) {
  const codeName = provider.code_name;
  const path = { params: { path: { codeName } } };
  const floats = useData(() => dataOf(api.GET("/api/admin/providers/{codeName}/balance/", path)), `float-${codeName}-${version}`);
  const [floors, setFloors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>();
  const [saved, setSaved] = useState(false);
  const rows: FloatRow[] = (floats.data?.results ?? []).map((row) => ({ ...row, provider: codeName }));

  const save = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    setSaved(false);
    const body = Object.fromEntries(Object.entries(floors).map(([currency, floor]) => [currency, floor.trim() || null]));
    try {
      await dataOf(api.PUT("/api/admin/providers/{codeName}/float-floors/", { ...path, body }));
      setSaved(true);
      setFloors({});
      floats.reload();
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <form onSubmit={save} aria-label={`Float floors of ${codeName}`}>
      <h3>
        {provider.name} <span class="mono small">{codeName}</span>
      </h3>
      {saved && <Notice tone="success">{codeName}: floors saved.</Notice>}
      <ErrorNotice error={error ?? floats.error} />
      <Table
        caption={`Float of ${codeName}`}
        rows={rows}
        busy={floats.loading}
        rowKey={(row) => row.currency}
        columns={[
          { label: "Currency", render: (row) => row.currency },
          {
            label: "Float",
            numeric: true,
            render: (row) => (
              <>
                {row.balance === null ? "—" : money(row.balance, row.currency)}
                {row.error && <div class="small">not told now: {row.error}</div>}
              </>
            ),
          },
          { label: "Told", render: (row) => dateTime(row.checked_at) },
          {
            label: "State",
            render: (row) => <Badge value={row.below_floor ? "open" : "closed"} label={row.below_floor ? "below floor" : "ok"} />,
          },
          {
            label: "Floor",
            render: (row) => (
              <input
                class="input-small"
                inputMode="decimal"
                aria-label={`${codeName} ${row.currency} floor`}
                placeholder="none"
                value={floors[row.currency] ?? row.floor ?? ""}
                onInput={(event) => setFloors({ ...floors, [row.currency]: (event.target as HTMLInputElement).value })}
              />
            ),
          },
        ]}
      />
      <div class="form-actions">
        <button type="submit" class="button button-small" disabled={Object.keys(floors).length === 0}>
          Save floors of {codeName}
        </button>
      </div>
    </form>
  );
}

/** The float of every provider whose protocol can tell it: staff are mailed once when one falls below its floor. */
export function ProviderFloats({ providers, version }: { providers: ProviderHealth[]; version: number }) {
  const telling = providers.filter((provider) => provider.tells_float);
  if (telling.length === 0) return null;
  return (
    <>
      <h2>Float</h2>
      <p class="small">
        What each provider says it can pay out, asked now. A payout its float cannot cover goes to the next provider; under a
        floor, every staff member is mailed once, and again only after the float was back above it.
      </p>
      {telling.map((provider) => (
        <ProviderFloatTable key={provider.code_name} provider={provider} version={version} />
      ))}
    </>
  );
}
