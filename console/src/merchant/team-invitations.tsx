import type { components } from "../api-types";
import { useText } from "../i18n/language";
import { Card, Table, When } from "../ui/parts";

type PendingInvitation = components["schemas"]["PendingInvitation"];

/** The invitations still waiting to be accepted (owners and admins only), each with a Cancel button. */
export function PendingInvitationsCard({
  rows,
  loading,
  onCancel,
}: {
  rows: PendingInvitation[];
  loading: boolean;
  onCancel: (invitation: PendingInvitation) => void;
}) {
  const text = useText();
  const words = text.team;
  return (
    <Card title={words.pendingTitle} id="pending-invitations">
      <Table
        caption={words.pendingTitle}
        rows={rows}
        rowKey={(row) => row.id}
        busy={loading}
        empty={loading ? text.common.loading : words.noPending}
        columns={[
          { label: words.email, render: (row) => row.email },
          { label: words.role, render: (row) => words.roles[row.role] },
          { label: words.invitedBy, render: (row) => row.invited_by },
          { label: words.sent, render: (row) => <When value={row.created_at} /> },
          { label: words.expires, render: (row) => <When value={row.expires_at} /> },
          {
            label: words.actions,
            render: (row) => (
              <button
                type="button"
                class="button button-small"
                aria-label={words.cancelInvitationOf(row.email)}
                onClick={() => onCancel(row)}
              >
                {words.cancelInvitation}
              </button>
            ),
          },
        ]}
      />
    </Card>
  );
}
