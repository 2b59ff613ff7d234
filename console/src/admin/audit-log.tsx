import { api, dataOf } from "../api";
import { Link, useLocation } from "../router";
import { choiceParam, FilterBar, FilterSelect, useFilterState } from "../shared/filters";
import { STAFF_ACTIONS } from "../types";
import { ErrorNotice, Json, MoreButton, PageHeader, Table, When } from "../ui/parts";
import { usePages } from "../ui/use-pages";

/** Who did what, when, with the state before and after (written with the action itself). */
export function AuditLogPage() {
  const { query } = useLocation();
  const form = useFilterState(query, ["action"]);
  const pages = usePages(
    (cursor) =>
      dataOf(
        api.GET("/api/admin/audit-log/", {
          params: { query: { action: choiceParam(query, "action", STAFF_ACTIONS), cursor } },
        }),
      ),
    query.toString(),
  );
  return (
    <>
      <PageHeader title="Staff audit log" subtitle="Every staff action, newest first." />
      <FilterBar label="Filter the audit log" form={form} path="/audit-log">
        <FilterSelect form={form} label="Action" name="action" options={STAFF_ACTIONS} />
      </FilterBar>
      <ErrorNotice error={pages.error} />
      <Table
        caption="Staff audit log"
        rows={pages.rows}
        rowKey={(row) => row.id}
        busy={pages.loading}
        empty={pages.loading ? "Loading…" : "No staff action recorded."}
        columns={[
          { label: "When (UTC)", render: (row) => <When value={row.created_at} /> },
          { label: "Who", render: (row) => row.actor?.email ?? "the service (policy)" },
          { label: "Action", render: (row) => <span class="mono">{row.action}</span> },
          {
            label: "Target",
            render: (row) =>
              row.target_type === "transaction" ? (
                <Link to={`/transactions/${encodeURIComponent(row.target_id)}`} class="mono">
                  {row.target_id}
                </Link>
              ) : (
                <span class="mono small">
                  {row.target_type} {row.target_id}
                </span>
              ),
          },
          { label: "Reason", render: (row) => row.reason ?? "" },
          { label: "Change", render: (row) => <Change before={row.before} after={row.after} /> },
        ]}
      />
      <MoreButton next={pages.next} loading={pages.loading} onMore={pages.loadMore} />
    </>
  );
}

const shown = (value: unknown) => (value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value));

/** Field by field, "before → after", for the flat objects staff actions record; anything else as JSON. */
function Change({ before, after }: { before: unknown; after: unknown }) {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (!isRecord(before) || !isRecord(after)) {
    return (
      <>
        <Json label="Before" value={before} />
        <Json label="After" value={after} />
      </>
    );
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <ul class="changes">
      {fields.map((field) => (
        <li key={field}>
          <code>{field}</code>: {shown(before[field])} → <strong>{shown(after[field])}</strong>
        </li>
      ))}
    </ul>
  );
}
