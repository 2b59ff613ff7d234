import { RESOURCES, type Resource } from "./resources";

/**
 * What an API token may be given: `read`, then the scope each resource with events declares as the one that creates
 * it (`ResourceDeclaration.scope`), each once, in the order the resources are listed. A resource that declares a new
 * scope adds it here; its migration adds it to `auth_tokens_scopes_check`, which a test compares with this list.
 */
export type ApiScope = "read" | Resource["scope"];
export const API_SCOPES = [...new Set<ApiScope>(["read", ...RESOURCES.map((resource) => resource.scope)])] as [
  ApiScope,
  ...ApiScope[],
];

/** `session`: what only a session token may do (its tokens, two-factor, the profile, the signing secret, staff routes). */
export type Scope = ApiScope | "session";

/** The scopes in their canonical order, each once. */
export const normalizedScopes = (scopes: readonly ApiScope[]): ApiScope[] => API_SCOPES.filter((scope) => scopes.includes(scope));
