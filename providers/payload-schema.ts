import { z } from "zod";
import { MalformedWebhookPayloadError } from "../lib/errors";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from "../lib/text";

/** A provider's identifier or code: bounded, storable text. */
export const providerText = (max = 200) => z.string().min(1).max(max).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

export const currencyCode = z.string().regex(/^[A-Z]{3}$/, "Expected an ISO 4217 currency code.");

/** Each field of `payload` that breaks `schema` or holds text PostgreSQL cannot store, by its path. */
function payloadProblems<Schema extends z.ZodType>(
  schema: Schema,
  payload: unknown,
): { data: z.infer<Schema> } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  for (const path of unstorableTextPaths(payload)) problems[path] = UNSTORABLE_TEXT_MESSAGE;
  const result = schema.safeParse(payload);
  if (!result.success) {
    for (const issue of result.error.issues) problems[issue.path.join(".") || "non_field_errors"] ??= issue.message;
  }
  return Object.keys(problems).length > 0 || !result.success ? { problems } : { data: result.data };
}

/**
 * Checks a verified payload against its protocol's schema, and every string in it (extra fields
 * included, since the payload is stored as sent) for text PostgreSQL cannot hold. A failure names each
 * bad field by its path.
 */
export function parseVerifiedPayload<Schema extends z.ZodType>(schema: Schema, payload: unknown): z.infer<Schema> {
  const checked = payloadProblems(schema, payload);
  if ("problems" in checked) throw new MalformedWebhookPayloadError(checked.problems);
  return checked.data;
}

/**
 * A provider's answer to a status query, checked like a webhook: the parsed answer, or one line naming
 * each bad field (the status is then unknown and asked again later, never acted on).
 */
export function parseProviderAnswer<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): { data: z.infer<Schema> } | { error: string } {
  const checked = payloadProblems(schema, body);
  if ("data" in checked) return checked;
  const fields = Object.entries(checked.problems).map(([path, message]) => `${path}: ${message}`);
  return { error: `malformed answer (${fields.join("; ")})` };
}
