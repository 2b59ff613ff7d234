import type { TeamApiToken } from "../../domain/accounts/team-api-tokens";
import type { TeamChangeRow } from "../../domain/accounts/team-audit";

export const teamChangeView = (change: TeamChangeRow) => ({
  id: String(change.id),
  created_at: change.created_at.toISOString(),
  actor_email: change.actor_email,
  action: change.action,
  subject_email: change.subject_email,
  role_before: change.role_before,
  role_after: change.role_after,
  client_address: change.client_address,
  token_key: change.token_key,
});

export const teamApiTokenView = (token: TeamApiToken) => ({
  token_key: token.token_key,
  scopes: token.scopes,
  member: { id: token.member_id, email: token.member_email },
  created_at: token.created_at.toISOString(),
  expiry: token.expires_at.toISOString(),
  last_used_at: token.last_used_at?.toISOString() ?? null,
});
