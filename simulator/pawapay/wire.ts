import { createHash, createPublicKey, sign, verify } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { httpbis } from "http-message-signatures";
import { fromMinorUnits, toMinorUnits } from "../../lib/money";
import { constantTimeEqual } from "../../lib/secrets";
import {
  ALGORITHM,
  CALLBACK_COMPONENTS,
  digestMatches,
  REQUEST_COMPONENTS,
  SIGNATURE_LABEL,
} from "../../providers/pawapay/signatures";
import type { CredentialsOf } from "../../providers/protocols";
import type { Behaviour } from "../behaviour";
import { behaviourFor as projectBehaviourFor } from "../behaviour";
import type { Webhook } from "../http";
import { sendJson } from "../http";
import { providerKeyPair } from "../provider-keys";

export type PawapayCredentials = CredentialsOf<"pawapay">;

/** A request's JSON object, or null when the body is not one. */
export function jsonObject(rawBody: Buffer): Record<string, any> | null {
  try {
    const body = JSON.parse(rawBody.toString("utf8"));
    return body && typeof body === "object" ? body : null;
  } catch {
    return null;
  }
}
export type PawapayKind = "deposit" | "payout" | "refund";
export const ID_FIELD = { deposit: "depositId", payout: "payoutId", refund: "refundId" } as const;
const DRC_PROVIDERS = new Set(["VODACOM_MPESA_COD", "AIRTEL_COD", "ORANGE_COD"]);
const CURRENCIES = new Set(["CDF", "USD"]);
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * pawaPay's sandbox numbers (networks.md, "DRC specifics"), by their last three digits: what fails a deposit, what
 * fails a payout, and `…129` that never leaves PROCESSING. Any other number plays the project's table.
 */
const DEPOSIT_FAILURES: Record<string, string> = {
  "029": "PAYER_NOT_FOUND",
  "039": "PAYMENT_NOT_APPROVED",
  "049": "INSUFFICIENT_BALANCE",
  "069": "UNSPECIFIED_FAILURE",
};
const PAYOUT_FAILURES: Record<string, string> = { "089": "RECIPIENT_NOT_FOUND", "119": "UNSPECIFIED_FAILURE" };

export function pawapayBehaviourFor(phone: string): Behaviour {
  const suffix = phone.slice(-3);
  if (suffix === "129") return "never_answer";
  if (DEPOSIT_FAILURES[suffix] || PAYOUT_FAILURES[suffix]) return "insufficient_funds";
  return projectBehaviourFor(phone);
}

/** The failure code a failed movement shows: the sandbox number's where it names one for the kind, else the kind's commonest. */
export function failureCodeOf(kind: PawapayKind, phone: string): string {
  const suffix = phone.slice(-3);
  if (kind === "deposit") return DEPOSIT_FAILURES[suffix] ?? "INSUFFICIENT_BALANCE";
  if (kind === "payout") return PAYOUT_FAILURES[suffix] ?? "RECIPIENT_NOT_FOUND";
  return "UNSPECIFIED_FAILURE";
}

/** Decimals pawaPay takes per provider and currency (networks.md: Vodacom in CDF none, the others two). */
const decimalsOf = (provider: string, currency: string) => (provider === "VODACOM_MPESA_COD" && currency === "CDF" ? 0 : 2);

/** An amount as sent, checked against the provider's decimals; null when pawaPay would answer INVALID_AMOUNT. */
export function parseAmount(amount: unknown, provider: string, currency: string): bigint | null {
  if (typeof amount !== "string") return null;
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match || (match[2] ?? "").length > decimalsOf(provider, currency)) return null;
  const minor = toMinorUnits(amount);
  return minor > 0n ? minor : null;
}

export const wireAmount = (minor: bigint, provider: string, currency: string): string =>
  decimalsOf(provider, currency) === 0 ? String(minor / 100n) : fromMinorUnits(minor);

/** Why a party (payer or recipient) cannot be taken, as pawaPay's REJECTED names it; null when it can. */
export function partyRefusal(party: unknown, currency: unknown): string | null {
  const details = (party as { type?: unknown; accountDetails?: { phoneNumber?: unknown; provider?: unknown } })?.accountDetails;
  if ((party as { type?: unknown })?.type !== "MMO" || !details) return "INVALID_INPUT";
  if (typeof details.provider !== "string" || !DRC_PROVIDERS.has(details.provider)) return "INVALID_PROVIDER";
  if (typeof details.phoneNumber !== "string" || !/^243\d{9}$/.test(details.phoneNumber)) return "INVALID_PHONE_NUMBER";
  if (typeof currency !== "string" || !CURRENCIES.has(currency)) return "INVALID_CURRENCY";
  return null;
}

export const sendRejected = (response: Parameters<typeof sendJson>[0], kind: PawapayKind, id: string | null, code: string) =>
  sendJson(response, 200, {
    ...(id ? { [ID_FIELD[kind]]: id } : {}),
    status: "REJECTED",
    failureReason: { failureCode: code, failureMessage: code.toLowerCase().replaceAll("_", " ") },
  });

/** The bearer token, then (when the merchant uploaded a key) the RFC 9421 signature of a financial request. */
export function bearerMatches(credentials: PawapayCredentials, request: IncomingMessage): boolean {
  return constantTimeEqual(request.headers.authorization ?? "", `Bearer ${credentials.api_token}`);
}

export async function requestSignatureHolds(
  credentials: PawapayCredentials,
  request: IncomingMessage,
  rawBody: Buffer,
): Promise<boolean> {
  if (!credentials.signing_key || !credentials.signing_key_id) return true;
  const headers = Object.fromEntries(
    Object.entries(request.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
  if (!headers["content-digest"] || !digestMatches(headers["content-digest"], rawBody)) return false;
  const publicKey = createPublicKey(credentials.signing_key);
  try {
    const verified = await httpbis.verifyMessage(
      {
        keyLookup: async (parameters) =>
          parameters.keyid === credentials.signing_key_id
            ? {
                id: credentials.signing_key_id,
                algs: [ALGORITHM],
                verify: async (data, signature) =>
                  verify(
                    "sha256",
                    data,
                    { key: publicKey, dsaEncoding: signature.length === 64 ? "ieee-p1363" : "der" },
                    signature,
                  ),
              }
            : null,
        requiredFields: REQUEST_COMPONENTS,
        requiredParams: ["created", "keyid"],
        maxAge: 300,
      },
      { method: request.method ?? "POST", url: `http://${request.headers.host}${request.url}`, headers },
    );
    return verified === true;
  } catch {
    return false;
  }
}

/** pawaPay's own callback key, published at `GET /v2/public-key/http`: one per simulator process. */
export const callbackKey = () => {
  const { privateKey, publicKey } = providerKeyPair("pawapay-callbacks", "ec");
  const spki = publicKey.export({ type: "spki", format: "der" });
  return { privateKey, publicKey, id: `sim-${createHash("sha256").update(spki).digest("hex").slice(0, 16)}` };
};

/**
 * A callback as pawaPay sends one: the flat movement object, with a Content-Digest and, when the merchant turned signed
 * callbacks on, an RFC 9421 `sig-pp` signature (DER, as pawaPay's are) over the callback URL. `forge` signs with a key
 * pawaPay never published, under the published key's id.
 */
export async function callback(credentials: PawapayCredentials, url: string, movement: object, forge: boolean): Promise<Webhook> {
  const body = JSON.stringify(movement);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "content-digest": `sha-256=:${createHash("sha256").update(body).digest("base64")}:`,
    "signature-date": new Date().toISOString(),
  };
  if (!credentials.callback_signatures) return { body, headers };
  const key = forge ? providerKeyPair("pawapay-forger", "ec").privateKey : callbackKey().privateKey;
  const signed = await httpbis.signMessage(
    {
      key: {
        id: callbackKey().id,
        alg: ALGORITHM,
        sign: async (data: Buffer) => sign("sha256", data, { key, dsaEncoding: "der" }),
      },
      name: SIGNATURE_LABEL,
      fields: CALLBACK_COMPONENTS,
      params: ["created", "expires", "keyid", "alg"],
      paramValues: { expires: new Date(Date.now() + 300_000) },
    },
    { method: "POST", url, headers },
  );
  return {
    body,
    headers: Object.fromEntries(Object.entries(signed.headers).map(([name, value]) => [name.toLowerCase(), String(value)])),
  };
}
