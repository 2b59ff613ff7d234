import type { components } from "../api-types";
import { useText } from "../i18n/language";
import { Card, ErrorNotice, MoreButton, Table, When } from "../ui/parts";
import type { Pages } from "../ui/use-pages";

type TeamChange = components["schemas"]["TeamChange"];

/** The team's audit trail, newest first: who invited, cancelled, joined, changed a role or removed whom. */
export function TeamChangesCard({ changes }: { changes: Pages<TeamChange> }) {
  const text = useText();
  const words = text.team;
  const roleName = (role: TeamChange["role_before"]) => (role ? words.roles[role] : "");
  return (
    <Card title={words.changesTitle} id="team-changes">
      <ErrorNotice error={changes.error} />
      <Table
        caption={words.changesTitle}
        rows={changes.rows}
        rowKey={(row) => row.id}
        busy={changes.loading}
        empty={changes.loading ? text.common.loading : words.neverChanged}
        columns={[
          { label: words.when, render: (row) => <When value={row.created_at} /> },
          { label: words.by, render: (row) => row.actor_email },
          {
            label: words.change,
            render: (row) =>
              words.changeLines[row.action](
                row.subject_email,
                roleName(row.role_before),
                roleName(row.role_after),
                row.token_key ?? "",
              ),
          },
        ]}
      />
      <MoreButton next={changes.next} loading={changes.loading} onMore={changes.loadMore} />
    </Card>
  );
}
