import type { components } from "../api-types";
import { useText } from "../i18n/language";
import { dateTime, money } from "../ui/format";
import { Card, KeyValues, Table, When } from "../ui/parts";

export type MoneyOutControls = components["schemas"]["MoneyOutControls"];
export type MoneyOutControlChange = components["schemas"]["MoneyOutControlChange"];
type ControlSet = Pick<MoneyOutControls, "ip_allowlist" | "daily_limits" | "approval_above" | "second_approver">;
const yesNo = (on: boolean) => (on ? "Yes" : "No");

const amounts = (values: Record<string, string>, none: string) => {
  const entries = Object.entries(values);
  return entries.length === 0 ? none : entries.map(([currency, amount]) => money(amount, currency)).join(", ");
};

const allowlist = (ranges: string[]) => (ranges.length === 0 ? "Any address" : ranges.join(", "));

/** The three controls as they stand, in words a person reads. */
export function ControlsSummary({ controls }: { controls: MoneyOutControls }) {
  return (
    <Card title="Current controls" id="current-controls">
      <KeyValues
        entries={[
          ["IP allowlist", <span class="mono">{allowlist(controls.ip_allowlist)}</span>],
          ["Daily limits (UTC day)", amounts(controls.daily_limits, "No limit")],
          ["Approval above", amounts(controls.approval_above, "No approval")],
          ["Second approver", yesNo(controls.second_approver)],
          ["Last changed (UTC)", controls.updated_at ? dateTime(controls.updated_at) : "Never"],
        ]}
      />
    </Card>
  );
}

/** What one change did, field by field: only what changed. */
function changed(before: ControlSet, after: ControlSet): string[] {
  const lines: string[] = [];
  if (allowlist(before.ip_allowlist) !== allowlist(after.ip_allowlist)) {
    lines.push(`IP allowlist: ${allowlist(before.ip_allowlist)} → ${allowlist(after.ip_allowlist)}`);
  }
  if (amounts(before.daily_limits, "none") !== amounts(after.daily_limits, "none")) {
    lines.push(`Daily limits: ${amounts(before.daily_limits, "none")} → ${amounts(after.daily_limits, "none")}`);
  }
  if (amounts(before.approval_above, "none") !== amounts(after.approval_above, "none")) {
    lines.push(`Approval above: ${amounts(before.approval_above, "none")} → ${amounts(after.approval_above, "none")}`);
  }
  if (before.second_approver !== after.second_approver) {
    lines.push(`Second approver: ${yesNo(before.second_approver)} → ${yesNo(after.second_approver)}`);
  }
  return lines;
}

/** The audit trail of the controls: who changed them, from where, before → after. */
export function ControlChangesTable({ rows, loading }: { rows: MoneyOutControlChange[]; loading: boolean }) {
  const text = useText();
  return (
    <Table
      caption="Changes of the money-out controls"
      rows={rows}
      rowKey={(row) => row.id}
      busy={loading}
      empty={loading ? "Loading…" : "Never changed."}
      columns={[
        { label: text.transactions.when, render: (row) => <When value={row.created_at} /> },
        { label: "By", render: (row) => row.actor_email },
        { label: "From address", render: (row) => <span class="mono">{row.source_address}</span> },
        {
          label: "Change",
          render: (row) => (
            <ul class="changes">
              {changed(row.before, row.after).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
