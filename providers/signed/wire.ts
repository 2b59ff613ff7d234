import { createHmac } from "node:crypto";
import { z } from "zod";
import { WebhookVerificationError } from "../../lib/errors";
import { fromMinorUnits } from "../../lib/money";
import { constantTimeEqual } from "../../lib/secrets";
import { currencyCode, parseVerifiedPayload, providerText } from "../payload-schema";
import type { ServiceSymbol } from "../services";
import type { ProviderResult } from "../types";

/** Protocol B (`signed`) wire types and pure mappings; see shared/spec/providers.md. */
export type SignedOperator = "mpesa" | "orange" | "airtel" | "africell";
export type SignedState = "pending" | "succeeded" | "failed" | "expired";
export type SignedEventType = "payment.succeeded" | "payment.failed" | "payment.expired" | "payment.pending";

export interface SignedPaymentRequest {
  external_id: string;
  amount: number;
  currency: string;
  payer: { phone: string };
  operator: SignedOperator;
  callback_url: string;
}

export interface SignedPayment {
  payment_id: string;
  external_id: string;
  state: SignedState;
  amount: number;
  currency: string;
  payer: { phone: string };
  failure_code: string | null;
}

export interface SignedEvent {
  id: string;
  type: SignedEventType;
  created: number;
  data: SignedPayment;
}

export const REPLAY_WINDOW_SECONDS = 300;

/** B.2's payment (a status query's answer, and B.3's `data`), field by field. */
export const paymentSchema = z.object({
  payment_id: providerText(),
  external_id: providerText(),
  state: z.enum(["pending", "succeeded", "failed", "expired"]),
  amount: z.number().int("Expected an integer in minor units.").positive().max(Number.MAX_SAFE_INTEGER),
  currency: currencyCode,
  payer: z.object({ phone: z.string().regex(/^\+\d{6,15}$/, "Expected an E.164 number.") }),
  failure_code: providerText(64).nullable(),
});

/** B.3's event, field by field: what a genuine signature does not vouch for. */
const eventSchema = z
  .object({
    id: providerText(),
    type: z.enum(["payment.succeeded", "payment.failed", "payment.expired", "payment.pending"]),
    created: z.number().int().nonnegative(),
    data: paymentSchema,
  })
  .refine((event) => event.type === `payment.${event.data.state}`, {
    path: ["type"],
    message: "The type contradicts data.state.",
  });

export function toOperator(service: ServiceSymbol): SignedOperator {
  switch (service) {
    case "MPESA":
      return "mpesa";
    case "ORANGE":
      return "orange";
    case "AIRTEL":
      return "airtel";
    case "AFRICELL":
      return "africell";
    default: {
      const unreachable: never = service;
      throw new Error(`unknown service ${unreachable}`);
    }
  }
}

export function fromOperator(operator: SignedOperator): ServiceSymbol {
  return operator.toUpperCase() as ServiceSymbol;
}

export function signature(secret: string, timestamp: string, rawBody: string | Buffer): string {
  return createHmac("sha512", secret).update(`${timestamp}.`).update(rawBody).digest("hex");
}

/** The result a final payment state stands for; null while it is pending. */
export function toResult(payment: SignedPayment): ProviderResult | null {
  switch (payment.state) {
    case "pending":
      return null;
    case "succeeded":
    case "failed":
    case "expired":
      return {
        reference: payment.external_id,
        providerReference: payment.payment_id,
        status: payment.state === "succeeded" ? "Success" : "Failed",
        amount: fromMinorUnits(BigInt(payment.amount)),
        currency: payment.currency,
        customerNumber: payment.payer?.phone ?? "",
        // An `expired` payment without a failure_code names its failure by its state.
        failureCode:
          payment.state === "succeeded" ? null : (payment.failure_code ?? (payment.state === "expired" ? "expired" : null)),
      };
    default: {
      const unreachable: never = payment.state;
      throw new Error(`unknown state ${unreachable}`);
    }
  }
}

/**
 * Verifies a webhook over the raw bytes received, failing closed: both headers, the replay window,
 * one matching `v1=` signature (constant time; several during a rotation), then the body parses
 * (WebhookVerificationError); then a genuine event that breaks B.3's schema is a
 * MalformedWebhookPayloadError.
 */
export function verifyEvent(
  rawBody: Buffer,
  headers: Record<string, string | undefined>,
  secret: string,
  now: Date,
): SignedEvent {
  return parseVerifiedPayload(eventSchema, authenticEvent(rawBody, headers, secret, now));
}

/** A B.3 event's schema check, for a body `authenticEvent` already verified. */
export const paymentEvent = (event: unknown): SignedEvent => parseVerifiedPayload(eventSchema, event);

/** Every B.3 / B.6 webhook's verification, up to the parsed body (its shape per `type` is checked by the caller). */
export function authenticEvent(rawBody: Buffer, headers: Record<string, string | undefined>, secret: string, now: Date): unknown {
  const timestamp = headers["x-webhook-timestamp"];
  const signatures = headers["x-webhook-signature"];
  if (!timestamp || !signatures) throw new WebhookVerificationError("signature headers missing");
  if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookVerificationError("malformed timestamp");
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > REPLAY_WINDOW_SECONDS) {
    throw new WebhookVerificationError("timestamp outside the replay window");
  }
  const expected = signature(secret, timestamp, rawBody);
  const candidates = signatures
    .split(" ")
    .filter((part) => part.startsWith("v1="))
    .map((part) => part.slice(3).toLowerCase());
  // Compare against every candidate so the time taken does not tell which one matched.
  const matched = candidates.map((candidate) => constantTimeEqual(candidate, expected)).includes(true);
  if (!matched) throw new WebhookVerificationError("signature mismatch");
  try {
    return JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw new WebhookVerificationError("body is not JSON");
  }
}
