import { clearSession, loadSession } from "./session";

/** The service's error envelope, `{"error": {"code", "message", "details"}}`, as a thrown value. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

let onSignedOut: () => void = () => {};

/** What to do when the service says the session is over (401): back to the login page. */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

type Query = Record<string, string | number | undefined | null>;

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const session = loadSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (response.ok) return response;
  const envelope = (await response.json().catch(() => undefined)) as
    | { error?: { code?: string; message?: string; details?: Record<string, unknown> } }
    | undefined;
  if (response.status === 401 && session) {
    clearSession();
    onSignedOut();
  }
  throw new ApiError(
    response.status,
    envelope?.error?.code ?? "http_error",
    envelope?.error?.message ?? `The service answered ${response.status}.`,
    envelope?.error?.details,
  );
}

export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const get = <T>(path: string, query?: Query) => request<T>("GET", withQuery(path, query));
export const post = <T>(path: string, body?: unknown) => request<T>("POST", path, body);
export const patch = <T>(path: string, body: unknown) => request<T>("PATCH", path, body);
export const del = (path: string) => request<void>("DELETE", path);

/** Downloads an authenticated file (the token cannot ride on a plain link) under the server's file name. */
export async function download(path: string, query: Query, fallbackName: string): Promise<void> {
  const response = await send("GET", withQuery(path, query));
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface Page<T> {
  results: T[];
  next: string | null;
}
