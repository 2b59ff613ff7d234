import { z } from "zod";
import { MalformedWebhookPayloadError } from "../lib/errors";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from "../lib/text";

/** A provider's identifier or code: bounded, storable text. */
export const providerText = (max = 200) => z.string().min(1).max(max).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

export const currencyCode = z.string().regex(/^[A-Z]{3}$/, "Expected an ISO 4217 currency code.");

/**
 * Checks a verified payload against its protocol's schema, and every string in it (extra fields
 * included, since the payload is stored as sent) for text PostgreSQL cannot hold. A failure names each
 * bad field by its path.
 */
export function parseVerifiedPayload<Schema extends z.ZodType>(schema: Schema, payload: unknown): z.infer<Schema> {
  const details: Record<string, string> = {};
  for (const path of unstorableTextPaths(payload)) details[path] = UNSTORABLE_TEXT_MESSAGE;
  const result = schema.safeParse(payload);
  if (!result.success) {
    for (const issue of result.error.issues) details[issue.path.join(".") || "non_field_errors"] ??= issue.message;
  }
  if (Object.keys(details).length > 0 || !result.success) throw new MalformedWebhookPayloadError(details);
  return result.data;
}
