import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export function sha256Hex(value: string | Buffer): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Compares two strings without leaking where they differ; unequal lengths are compared against a dummy. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

export function randomUrlSafe(bytes: number): string {
  return randomBytes(bytes).toString("base64url");
}

/** A numeric code of `digits` digits drawn from the CSPRNG. */
export function randomDigits(digits: number): string {
  return randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, "0");
}
