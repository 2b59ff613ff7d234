import { createHash } from "node:crypto";

export type PawapayKind = "deposit" | "payout" | "refund";

/**
 * pawaPay de-duplicates on an id we generate (`depositId`, `payoutId`, `refundId`, a UUIDv4), which must be kept
 * before calling: derived here from the service's reference, so every retry, after any crash, sends the same id and
 * a repeat is pawaPay's DUPLICATE_IGNORED, never a second payment. Shaped as a version 4 UUID (version and variant
 * bits set), its other bits from SHA-256 of the kind and reference.
 */
export function pawapayId(kind: PawapayKind, reference: string): string {
  const bytes = createHash("sha256").update(`pawapay:${kind}:${reference}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
