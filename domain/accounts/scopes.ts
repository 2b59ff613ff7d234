/**
 * What a token may do. An API token carries some of the API scopes (all of them by default); a session
 * token has every one and `session`, which only it can have: managing tokens, two-factor, the profile,
 * the signing secret and every staff route.
 */
export const API_SCOPES = ["read", "collections", "payouts", "refunds", "conversions"] as const;
export type ApiScope = (typeof API_SCOPES)[number];
export type Scope = ApiScope | "session";

const SESSION_SCOPES: readonly Scope[] = [...API_SCOPES, "session"];

/** What a token's scopes are read from: its kind and, for an API token, the scopes it was given. */
interface ScopedToken {
  kind: "session" | "api";
  scopes: readonly ApiScope[];
}

export function scopesOf(token: ScopedToken): readonly Scope[] {
  return token.kind === "session" ? SESSION_SCOPES : token.scopes;
}

export function hasScope(token: ScopedToken, scope: Scope): boolean {
  return scopesOf(token).includes(scope);
}

/** The scopes in their canonical order, each once. */
export const normalizedScopes = (scopes: readonly ApiScope[]): ApiScope[] => API_SCOPES.filter((scope) => scopes.includes(scope));
