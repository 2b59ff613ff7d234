import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { z } from "zod";
import { WebhookVerificationError } from "../../lib/errors";
import { twoDecimals } from "../../lib/money";
import { constantTimeEqual } from "../../lib/secrets";
import { currencyCode, parseVerifiedPayload, providerText } from "../payload-schema";
import type { ServiceSymbol } from "../services";
import type { FinalStatus, ProviderResult } from "../types";

/** Protocol A (`sealed`) wire types and pure mappings; see shared/spec/providers.md. */
export type SealedNetwork = "VODACOM" | "ORANGE" | "AIRTEL" | "AFRICELL";
export type SealedStatus = "PENDING" | "SUCCESS" | "FAILED";

export interface SealedCollectionRequest {
  merchant_code: string;
  order_id: string;
  amount: string;
  currency: string;
  msisdn: string;
  network: SealedNetwork;
  notify_url: string;
}

export interface SealedCollection {
  order_id: string;
  transaction_id: string;
  status: SealedStatus;
  amount: string;
  currency: string;
  msisdn: string;
  reason_code: string | null;
}

export interface SealedEnvelope {
  merchant_code: string;
  iv: string;
  data: string;
  mac: string;
}

export interface SealedNotification extends Omit<SealedCollection, "status"> {
  status: "SUCCESS" | "FAILED";
  event_id: string;
  completed_at: string;
}

export function toNetwork(service: ServiceSymbol): SealedNetwork {
  switch (service) {
    case "MPESA":
      return "VODACOM";
    case "ORANGE":
    case "AIRTEL":
    case "AFRICELL":
      return service;
    default: {
      const unreachable: never = service;
      throw new Error(`unknown service ${unreachable}`);
    }
  }
}

export function fromNetwork(network: SealedNetwork): ServiceSymbol {
  return network === "VODACOM" ? "MPESA" : network;
}

export const toMsisdn = (e164: string) => e164.replace(/^\+/, "");
export const fromMsisdn = (msisdn: string) => `+${msisdn}`;

export function finalStatus(status: Exclude<SealedStatus, "PENDING">): FinalStatus {
  switch (status) {
    case "SUCCESS":
      return "Success";
    case "FAILED":
      return "Failed";
    default: {
      const unreachable: never = status;
      throw new Error(`unknown status ${unreachable}`);
    }
  }
}

export function toResult(collection: SealedCollection & { status: "SUCCESS" | "FAILED" }): ProviderResult {
  return {
    reference: collection.order_id,
    providerReference: collection.transaction_id,
    status: finalStatus(collection.status),
    amount: twoDecimals(collection.amount),
    currency: collection.currency,
    customerNumber: fromMsisdn(collection.msisdn),
    failureCode: collection.status === "FAILED" ? collection.reason_code : null,
  };
}

const macOf = (macKey: Buffer, iv: Buffer, ciphertext: Buffer) =>
  createHmac("sha256", macKey)
    .update(Buffer.concat([iv, ciphertext]))
    .digest("hex");

/** Encrypts and MACs a notification as the provider does (used by the simulator and tests). */
export function seal(payload: unknown, merchantCode: string, encKeyHex: string, macKeyHex: string): SealedEnvelope {
  const iv = randomBytes(16);
  const cipher = createCipheriv("aes-128-cbc", Buffer.from(encKeyHex, "hex"), iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return {
    merchant_code: merchantCode,
    iv: iv.toString("base64"),
    data: ciphertext.toString("base64"),
    mac: macOf(Buffer.from(macKeyHex, "hex"), iv, ciphertext),
  };
}

/** A.2's answer to a status query, field by field. */
export const collectionSchema = z.object({
  order_id: providerText(),
  transaction_id: providerText(),
  status: z.enum(["PENDING", "SUCCESS", "FAILED"]),
  amount: z
    .string()
    .regex(/^\d{1,15}\.\d{2}$/, "Expected a decimal string with two decimals.")
    .refine((amount) => !/^0+\.00$/.test(amount), "Expected a positive amount."),
  currency: currencyCode,
  msisdn: z.string().regex(/^\d{6,15}$/, "Expected the number's digits, country code first."),
  reason_code: providerText(64).nullable(),
});

/** A.3's plaintext, field by field: what a genuine MAC does not vouch for. */
const notificationSchema = collectionSchema.extend({
  event_id: providerText(),
  status: z.enum(["SUCCESS", "FAILED"]),
  completed_at: providerText(64),
});

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Verifies and opens a webhook body, failing closed at the first miss in the spec's order:
 * shape, merchant_code, MAC (constant time, before any decryption), decryption, plaintext shape
 * (WebhookVerificationError); then a genuine plaintext that breaks A.3's schema is a
 * MalformedWebhookPayloadError.
 */
export function open(rawBody: Buffer, merchantCode: string, encKeyHex: string, macKeyHex: string): SealedNotification {
  return parseVerifiedPayload(notificationSchema, unseal(rawBody, merchantCode, encKeyHex, macKeyHex));
}

/** A parsed collection plaintext (A.3) as its result. */
export const openedCollection = (plaintext: unknown): SealedNotification => parseVerifiedPayload(notificationSchema, plaintext);

/**
 * Verification of every A.3 / A.6 webhook up to a trusted plaintext carrying `event_id`, `order_id` and a
 * final status, in the spec's order (WebhookVerificationError at the first miss); the plaintext's shape
 * per `kind` is checked by the caller.
 */
export function unseal(
  rawBody: Buffer,
  merchantCode: string,
  encKeyHex: string,
  macKeyHex: string,
): Partial<SealedNotification> & { kind?: unknown } {
  let envelope: Partial<SealedEnvelope>;
  try {
    envelope = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw new WebhookVerificationError("body is not JSON");
  }
  const { iv, data, mac } = envelope ?? {};
  if (
    typeof envelope?.merchant_code !== "string" ||
    typeof iv !== "string" ||
    typeof data !== "string" ||
    typeof mac !== "string"
  ) {
    throw new WebhookVerificationError("missing envelope fields");
  }
  if (!constantTimeEqual(envelope.merchant_code, merchantCode)) throw new WebhookVerificationError("merchant_code mismatch");
  if (!BASE64.test(iv) || !BASE64.test(data)) throw new WebhookVerificationError("iv or data is not base64");
  const ivBytes = Buffer.from(iv, "base64");
  const ciphertext = Buffer.from(data, "base64");
  if (!constantTimeEqual(macOf(Buffer.from(macKeyHex, "hex"), ivBytes, ciphertext), mac.toLowerCase())) {
    throw new WebhookVerificationError("mac mismatch");
  }
  let plaintext: string;
  try {
    const decipher = createDecipheriv("aes-128-cbc", Buffer.from(encKeyHex, "hex"), ivBytes);
    plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  } catch {
    throw new WebhookVerificationError("decryption failed");
  }
  let notification: Partial<SealedNotification>;
  try {
    notification = JSON.parse(plaintext);
  } catch {
    throw new WebhookVerificationError("plaintext is not JSON");
  }
  if (
    typeof notification?.event_id !== "string" ||
    typeof notification.order_id !== "string" ||
    (notification.status !== "SUCCESS" && notification.status !== "FAILED")
  ) {
    throw new WebhookVerificationError("plaintext lacks event_id, order_id or a final status");
  }
  return notification;
}
