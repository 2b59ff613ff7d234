import { constants, createHmac, type KeyObject, privateDecrypt } from "node:crypto";
import { constantTimeEqual } from "../../lib/secrets";
import { messageSignature } from "../../providers/airtel/encryption";
import { DRC_COUNTRY_CODE } from "../../providers/services";
import type { Webhook } from "../http";

/** What Airtel tells of a movement: its transaction status and the `response_code` that goes with it. */
export interface Told {
  status: "TS" | "TF" | "TE" | "TIP";
  responseCode: string;
  message: string;
}

/** Airtel's `status` block (networks.md section 1): refusals carry `code` "400" and `success: false`. */
export const statusBlock = (responseCode: string, message: string, success: boolean) => ({
  code: success ? "200" : "400",
  message,
  result_code: success ? "ESB000010" : "ESB000011",
  response_code: responseCode,
  success,
});

/** An answer that went through: HTTP 200 with the transaction and `success: true`. */
export const answered = (transaction: object, responseCode: string, message: string) => ({
  data: { transaction },
  status: statusBlock(responseCode, message, true),
});

/** A refusal, most of which Airtel sends as HTTP 200 with `success: false`. */
export const refusal = (responseCode: string, message: string) => ({ status: statusBlock(responseCode, message, false) });

/** The national number as the credentials' `msisdn_format` writes it, else null: Airtel takes no country code. */
export function phoneOf(msisdn: unknown, format: "national9" | "leading0"): string | null {
  const pattern = format === "leading0" ? /^0(\d{9})$/ : /^(\d{9})$/;
  const national = typeof msisdn === "string" ? pattern.exec(msisdn)?.[1] : undefined;
  return national ? `+${DRC_COUNTRY_CODE}${national}` : null;
}

/**
 * An amount as Airtel's bodies carry it, a JSON number, in minor units; null unless positive with at most two
 * decimals. The number's shortest decimal form is what the client wrote, so nothing is rounded.
 */
export function minorUnitsOf(amount: unknown): bigint | null {
  const match = typeof amount === "number" ? /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(amount)) : null;
  if (!match) return null;
  const minor = BigInt(match[1]!) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
  return minor > 0n ? minor : null;
}

export const parseJson = (rawBody: Buffer): Record<string, any> | null => {
  try {
    const body = JSON.parse(rawBody.toString("utf8"));
    return body !== null && typeof body === "object" && !Array.isArray(body) ? body : null;
  } catch {
    return null;
  }
};

const PADDING = { pkcs1: constants.RSA_PKCS1_PADDING, oaep: constants.RSA_PKCS1_OAEP_PADDING } as const;

/** What the client encrypted under the public half of `key`; null when it does not open. */
export function openRsa(key: KeyObject, base64: string, padding: "pkcs1" | "oaep"): string | null {
  try {
    return privateDecrypt({ key, padding: PADDING[padding] }, Buffer.from(base64, "base64")).toString("utf8");
  } catch {
    return null;
  }
}

/**
 * Whether v2's `x-signature` is the body under the AES key and IV that `x-key` carries (networks.md, "Message
 * signing"). `x-key` is opened as PKCS#1 v1.5, A9's reading and the one the service's connector writes.
 */
export function signatureMatches(rawBody: Buffer, signature: unknown, xKey: unknown, key: KeyObject): boolean {
  if (typeof signature !== "string" || typeof xKey !== "string") return false;
  const [aesKey, iv] = (openRsa(key, xKey, "pkcs1") ?? "").split(":");
  const aes = { key: Buffer.from(aesKey ?? "", "base64"), iv: Buffer.from(iv ?? "", "base64") };
  if (aes.key.length !== 32 || aes.iv.length !== 16) return false;
  return constantTimeEqual(messageSignature(rawBody.toString("utf8"), aes), signature);
}

/**
 * A callback in Airtel's form, with its `hash` (HMAC-SHA256 of the compact `transaction`, base64) when the app has
 * callback authentication. Forged: hashed under another key, or without authentication, claiming the opposite result.
 */
export function callback(
  transaction: { id: string; status_code: string; message: string; airtel_money_id: string | null },
  callbackKey: string | undefined,
  forge: boolean,
): Webhook {
  const claimed =
    forge && !callbackKey ? { ...transaction, status_code: transaction.status_code === "TS" ? "TF" : "TS" } : transaction;
  const key = callbackKey && (forge ? `${callbackKey}-forged` : callbackKey);
  const hash = key ? createHmac("sha256", key).update(JSON.stringify(claimed)).digest("base64") : undefined;
  return { body: JSON.stringify({ transaction: claimed, ...(hash ? { hash } : {}) }), headers: {} };
}
