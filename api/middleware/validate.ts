import type { z } from "zod";
import { ValidationError } from "../../lib/errors";

/** Field name for an issue: the first path element, or `non_field_errors` for the body as a whole. */
function fieldOf(issue: z.core.$ZodIssue): string {
  const [first] = issue.path;
  return first === undefined ? "non_field_errors" : String(first);
}

export function validationDetails(error: z.ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) details[key] ??= "Unknown field.";
      continue;
    }
    details[fieldOf(issue)] ??= issue.message;
  }
  return details;
}

/** Parses untrusted input with a zod schema; a failure is a 400 validation_error naming each field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationError(validationDetails(result.error));
  return result.data;
}

/**
 * Like parseInput, but a failure does not stop here: it returns the problems found so far and every
 * field that did parse, so the caller's further rules can name their own bad fields beside these.
 */
export function parsePartially<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  input: unknown,
): { fields: Partial<z.infer<z.ZodObject<Shape>>>; details: Record<string, string> } {
  const result = schema.safeParse(input ?? {});
  if (result.success) return { fields: result.data, details: {} };
  const details = validationDetails(result.error);
  const raw: Record<string, unknown> = typeof input === "object" && input !== null && !Array.isArray(input) ? { ...input } : {};
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    if (name in details) continue;
    const parsed = (field as z.ZodType).safeParse(raw[name]);
    if (parsed.success && parsed.data !== undefined) fields[name] = parsed.data;
  }
  return { fields: fields as Partial<z.infer<z.ZodObject<Shape>>>, details };
}
