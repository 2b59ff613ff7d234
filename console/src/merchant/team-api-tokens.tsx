import type { components } from "../api-types";
import { useText } from "../i18n/language";
import { Card, Table, When } from "../ui/parts";

type TeamApiToken = components["schemas"]["TeamApiToken"];

/** Every member's live API token (owners and admins only), each with a Revoke button; never a secret. */
export function TeamApiTokensCard({
  rows,
  loading,
  onRevoke,
}: {
  rows: TeamApiToken[];
  loading: boolean;
  onRevoke: (token: TeamApiToken) => void;
}) {
  const text = useText();
  const words = text.team;
  return (
    <Card title={words.tokensTitle} id="team-api-tokens">
      <Table
        caption={words.tokensTitle}
        rows={rows}
        rowKey={(row) => row.token_key}
        busy={loading}
        empty={loading ? text.common.loading : words.noTokens}
        columns={[
          { label: words.tokenKey, render: (row) => <code>{row.token_key}</code> },
          { label: words.createdBy, render: (row) => row.member.email },
          { label: words.scopes, render: (row) => row.scopes.join(", ") },
          { label: words.created, render: (row) => <When value={row.created_at} /> },
          { label: words.lastSeen, render: (row) => <When value={row.last_used_at} /> },
          { label: words.expires, render: (row) => <When value={row.expiry} /> },
          {
            label: words.actions,
            render: (row) => (
              <button
                type="button"
                class="button button-small"
                aria-label={words.revokeTokenOf(row.token_key)}
                onClick={() => onRevoke(row)}
              >
                {words.revokeToken}
              </button>
            ),
          },
        ]}
      />
    </Card>
  );
}
