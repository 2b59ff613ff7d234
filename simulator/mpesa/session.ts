import { constants, type KeyObject, privateDecrypt, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { constantTimeEqual } from "../../lib/secrets";
import type { CredentialsOf } from "../../providers/protocols";
import type { Dashboard, OwnRoute } from "../engine";
import { sendJson } from "../http";
import { type Refusal, refuse } from "./wire";

/**
 * The application's settings on the M-Pesa portal: where callbacks go (no request names a URL, networks.md), how long a
 * session lives, and how long a new one takes to become live. The network takes up to 30 s; the simulator a second by
 * default, so a test waits little, and a test may change both.
 */
export interface MpesaPortal extends Dashboard {
  sessionLiveAfterMs: number;
  sessionLifetimeMs: number;
}

export const newPortal = (): MpesaPortal => ({ callbackUrl: null, sessionLiveAfterMs: 1000, sessionLifetimeMs: 60 * 60_000 });

const refused = (description: string): Refusal => ({ status: 401, code: "INS-2", description });
const INVALID_API_KEY = refused("Invalid API Key");
const UNTRUSTED_ORIGIN = refused("Origin is not one of the application's trusted sources");
const SESSION_NOT_LIVE = refused("Session ID is not live yet");
const SESSION_EXPIRED = refused("Session ID has expired");

/** Opens an `Authorization: Bearer <base64 RSA PKCS#1 v1.5>` header with the network's private key; null if it cannot. */
function openBearer(privateKey: KeyObject, header: string | undefined): string | null {
  const bearer = /^Bearer ([A-Za-z0-9+/]+={0,2})$/.exec(header ?? "")?.[1];
  if (!bearer) return null;
  try {
    return privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(bearer, "base64")).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}

/** The sessions `getSession` hands out for one application, and the check every other call goes through. */
export function mpesaSessions(credentials: CredentialsOf<"mpesa">, portal: MpesaPortal, privateKey: KeyObject) {
  const issuedAt = new Map<string, number>();

  /** `*` trusts any source, yet the header stays mandatory, as in every documented request. */
  const originTrusted = (request: IncomingMessage) =>
    typeof request.headers.origin === "string" && (credentials.origin === "*" || request.headers.origin === credentials.origin);

  /** Why a call's session is refused; null when it is live. */
  const sessionRefusal = (request: IncomingMessage, now: number): Refusal | null => {
    if (!originTrusted(request)) return UNTRUSTED_ORIGIN;
    const id = openBearer(privateKey, request.headers.authorization);
    const since = id === null ? undefined : issuedAt.get(id);
    if (since === undefined) return INVALID_API_KEY;
    if (now - since < portal.sessionLiveAfterMs) return SESSION_NOT_LIVE;
    return now - since >= portal.sessionLifetimeMs ? SESSION_EXPIRED : null;
  };

  const issue = (response: ServerResponse) => {
    const id = randomBytes(16).toString("hex");
    issuedAt.set(id, Date.now());
    sendJson(response, 200, {
      output_ResponseCode: "INS-0",
      output_ResponseDesc: "Request processed successfully",
      output_SessionID: id,
    });
  };

  const getSession: OwnRoute = {
    open: true,
    serve: (_context, request, _rawBody, response) => {
      if (!originTrusted(request)) return refuse(response, UNTRUSTED_ORIGIN);
      const apiKey = openBearer(privateKey, request.headers.authorization);
      if (apiKey === null || !constantTimeEqual(apiKey, credentials.api_key)) return refuse(response, INVALID_API_KEY);
      issue(response);
    },
  };

  return {
    getSession,
    authenticate: (request: IncomingMessage) => sessionRefusal(request, Date.now()) === null,
    unauthorized: (response: ServerResponse, request: IncomingMessage) =>
      refuse(response, sessionRefusal(request, Date.now()) ?? INVALID_API_KEY),
  };
}
