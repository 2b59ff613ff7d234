import type { components } from "./api-types";

/** The signed-in user as /api/auth/token/ returns it; the token lives in sessionStorage (gone with the tab). */
export type SessionUser = components["schemas"]["User"];

export interface Session {
  token: string;
  user: SessionUser;
}

const KEY = "payments-console.session";

export function loadSession(): Session | undefined {
  const text = sessionStorage.getItem(KEY);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Session;
  } catch {
    sessionStorage.removeItem(KEY);
    return undefined;
  }
}

export function saveSession(session: Session): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function clearSession(): void {
  sessionStorage.removeItem(KEY);
}
