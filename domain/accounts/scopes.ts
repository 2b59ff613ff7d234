/**
 * Whether a token may do `scope`. A session token may do everything, `session` included (managing tokens,
 * two-factor, the profile, the signing secret, every staff route), which only it can; an API token what it was
 * given. The API scopes are derived from the resources' declarations, rooms above this one
 * (domain/events/api-scopes.ts); here a scope is only its name.
 */
export function hasScope(token: { kind: "session" | "api"; scopes: readonly string[] }, scope: string): boolean {
  return token.kind === "session" || token.scopes.includes(scope);
}
