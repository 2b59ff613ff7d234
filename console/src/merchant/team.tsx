import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import type { components } from "../api-types";
import { useText } from "../i18n/language";
import { Card, ErrorNotice, Field, Notice, PageHeader, Select, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";
import { TeamApiTokensCard } from "./team-api-tokens";
import { TeamChangesCard } from "./team-changes";
import { PendingInvitationsCard } from "./team-invitations";

type Role = components["schemas"]["Member"]["role"];
const ROLES: Role[] = ["owner", "admin", "developer", "finance", "viewer"];

/**
 * The merchant's team: who is in it with what role and how it changed; owners and admins invite, see and cancel
 * pending invitations, change roles and remove, and see and revoke every member's API token.
 */
export function TeamPage() {
  const text = useText();
  const words = text.team;
  const members = useData(() => dataOf(api.GET("/api/organization/members/")), "members");
  const me = useData(() => dataOf(api.GET("/api/auth/me/")), "me");
  const manages = me.data?.role === "owner" || me.data?.role === "admin";
  const invitations = useData(
    () => (manages ? dataOf(api.GET("/api/organization/members/invitations/")) : Promise.resolve({ results: [] })),
    manages ? "invitations" : "no-invitations",
  );
  const tokens = useData(
    () =>
      manages
        ? dataOf(api.GET("/api/organization/members/api-tokens/", { params: { query: { limit: 100 } } }))
        : Promise.resolve({ results: [], next: null }),
    manages ? "team-api-tokens" : "no-team-api-tokens",
  );
  const changes = usePages(
    (cursor) => dataOf(api.GET("/api/organization/members/audit/", { params: { query: { cursor, limit: 20 } } })),
    "team-changes",
  );
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<string>("viewer");
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<unknown>();
  const [confirming, setConfirming] = useState<string>();
  const roleOptions = ROLES.map((value) => ({ value, label: words.roles[value] }));

  const act = async (action: () => Promise<unknown>, done: string) => {
    setError(undefined);
    setNotice(undefined);
    try {
      await action();
      setNotice(done);
      members.reload();
      invitations.reload();
      tokens.reload();
      changes.reload();
    } catch (caught) {
      setError(caught);
    }
  };

  const invite = (event: Event) => {
    event.preventDefault();
    return act(async () => {
      await dataOf(api.POST("/api/organization/members/", { body: { email, role: role as Role } }));
      setEmail("");
    }, words.invited(email));
  };

  const changeRole = (id: string, who: string, next: Role) =>
    act(
      () => dataOf(api.PATCH("/api/organization/members/{id}/", { params: { path: { id } }, body: { role: next } })),
      words.changed(who, words.roles[next]),
    );

  const remove = (id: string, who: string) =>
    act(async () => {
      await dataOf(api.DELETE("/api/organization/members/{id}/", { params: { path: { id } } }));
      setConfirming(undefined);
    }, words.removed(who));

  const cancelInvitation = (id: string, who: string) =>
    act(
      () => dataOf(api.DELETE("/api/organization/members/invitations/{id}/", { params: { path: { id } } })),
      words.invitationCancelled(who),
    );

  const revokeToken = (key: string, who: string) =>
    act(
      () => dataOf(api.DELETE("/api/organization/members/api-tokens/{token_key}/", { params: { path: { token_key: key } } })),
      words.tokenRevoked(key, who),
    );

  return (
    <>
      <PageHeader title={words.title} subtitle={words.subtitle} />
      <Card title={words.inviteTitle} id="invite">
        <form class="token-form" onSubmit={invite} aria-label={words.inviteTitle}>
          <Field
            label={words.email}
            name="invite-email"
            type="email"
            required
            value={email}
            onInput={(event) => setEmail(event.currentTarget.value)}
          />
          <Select
            label={words.role}
            name="invite-role"
            value={role}
            onChange={setRole}
            includeAny={false}
            options={roleOptions}
          />
          <button type="submit" class="button button-primary">
            {words.invite}
          </button>
        </form>
        <p class="hint">{words.inviteHint}</p>
      </Card>
      {notice && <Notice tone="success">{notice}</Notice>}
      <ErrorNotice error={error ?? members.error ?? invitations.error ?? tokens.error} />
      {manages && (
        <PendingInvitationsCard
          rows={invitations.data?.results ?? []}
          loading={invitations.loading}
          onCancel={(invitation) => cancelInvitation(invitation.id, invitation.email)}
        />
      )}
      <Card title={words.membersTitle} id="members">
        <Table
          caption={words.membersTitle}
          rows={members.data?.results ?? []}
          rowKey={(row) => row.id}
          busy={members.loading}
          empty={members.loading ? text.common.loading : text.common.nothing}
          columns={[
            { label: words.email, render: (row) => row.email },
            {
              label: words.role,
              render: (row) => (
                <select
                  aria-label={words.roleOf(row.email)}
                  value={row.role}
                  onChange={(event) => changeRole(row.id, row.email, event.currentTarget.value as Role)}
                >
                  {roleOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ),
            },
            { label: words.twoFactor, render: (row) => (row.two_factor ? words.yes : words.no) },
            { label: words.joined, render: (row) => <When value={row.joined_at} /> },
            { label: words.lastSeen, render: (row) => <When value={row.last_seen_at} /> },
            {
              label: words.actions,
              render: (row) =>
                confirming === row.id ? (
                  <div class="row-actions">
                    <button type="button" class="button button-small button-danger" onClick={() => remove(row.id, row.email)}>
                      {words.confirmRemove}
                    </button>
                    <button type="button" class="button button-small" onClick={() => setConfirming(undefined)}>
                      {text.common.cancel}
                    </button>
                  </div>
                ) : (
                  <button
                    type="button"
                    class="button button-small"
                    aria-label={words.removeWho(row.email)}
                    onClick={() => setConfirming(row.id)}
                  >
                    {words.remove}
                  </button>
                ),
            },
          ]}
        />
      </Card>
      {manages && (
        <TeamApiTokensCard
          rows={tokens.data?.results ?? []}
          loading={tokens.loading}
          onRevoke={(token) => revokeToken(token.token_key, token.member.email)}
        />
      )}
      <TeamChangesCard changes={changes} />
    </>
  );
}

/** For someone invited to a team: the code from the invitation mail, instead of submitting a profile of their own. */
export function JoinTeamCard({ onJoined }: { onJoined: () => void }) {
  const words = useText().team;
  const [code, setCode] = useState("");
  const [error, setError] = useState<unknown>();

  const join = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    try {
      await dataOf(api.POST("/api/organization/invitations/accept/", { body: { code } }));
      onJoined();
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <Card title={words.joinTitle} id="join-team">
      <p>{words.joinText}</p>
      <form class="token-form" onSubmit={join} aria-label={words.joinTitle}>
        <Field
          label={words.code}
          name="invitation-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          required
          value={code}
          onInput={(event) => setCode(event.currentTarget.value.trim())}
        />
        <button type="submit" class="button button-primary">
          {words.join}
        </button>
      </form>
      <ErrorNotice error={error} />
    </Card>
  );
}
