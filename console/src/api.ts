import createClient from "openapi-fetch";
import type { paths } from "./api-types";
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
let onEnrolmentRequired: () => void = () => {};

/** What to do when the service says the session is over (401): back to the login page. */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

/** What to do when the service keeps a staff member out until two-factor sign-in is on (403 two_factor_enrolment_required). */
export function whenEnrolmentRequired(handler: () => void): void {
  onEnrolmentRequired = handler;
}

/** 401s that refuse a password or a code typed into a form: the session itself is still good. */
const CREDENTIAL_CODES = ["invalid_password", "otp_required", "invalid_otp"];

async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    return ((await response.clone().json()) as Envelope).error?.code;
  } catch {
    return undefined;
  }
}

/**
 * The service as openapi.json describes it: paths, parameters, bodies and answers are typed from
 * console/src/api-types.ts, so a changed answer fails the console's type-check.
 */
export const api = createClient<paths>();

api.use({
  onRequest({ request }) {
    request.headers.set("Accept", "application/json");
    const session = loadSession();
    if (session) request.headers.set("Authorization", `Bearer ${session.token}`);
    return request;
  },
  async onResponse({ request, response }) {
    if (response.status === 401 && request.headers.has("Authorization")) {
      if (CREDENTIAL_CODES.includes((await errorCodeOf(response)) ?? "")) return;
      clearSession();
      onSignedOut();
    }
    if (response.status === 403 && (await errorCodeOf(response)) === "two_factor_enrolment_required") onEnrolmentRequired();
  },
});

/** What every call of `api` resolves to: the parsed answer, or the parsed error body. */
interface Answer<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

interface Envelope {
  error?: { code?: string; message?: string; details?: Record<string, unknown> };
}

async function succeeded<Data>(pending: Promise<Answer<Data>>): Promise<{ data: Data; response: Response }> {
  const { data, error, response } = await pending;
  // openapi-fetch leaves `data` undefined for an answer without a body (204), which the operation documents.
  if (response.ok) return { data: data as Data, response };
  const envelope = typeof error === "object" && error !== null ? (error as Envelope) : undefined;
  throw new ApiError(
    response.status,
    envelope?.error?.code ?? "http_error",
    envelope?.error?.message ?? `The service answered ${response.status}.`,
    envelope?.error?.details,
  );
}

/** The answer of a call of `api`; an error answer is thrown as an ApiError carrying its envelope. */
export async function dataOf<Data>(pending: Promise<Answer<Data>>): Promise<Data> {
  return (await succeeded(pending)).data;
}

/**
 * Saves an authenticated file (the token cannot ride on a plain link) under the server's file name:
 * `pending` is a call of `api` with `parseAs: "blob"`.
 */
export async function download(pending: Promise<Answer<Blob>>, fallbackName: string): Promise<void> {
  const { data, response } = await succeeded(pending);
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(data);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A cursor-paginated answer, as every list operation returns it. */
export interface Page<T> {
  results: T[];
  next: string | null;
}
