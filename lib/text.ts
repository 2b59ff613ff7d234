/**
 * Text PostgreSQL cannot store: a NUL character (refused by `text` and `jsonb`) or a lone UTF-16
 * surrogate (refused by `jsonb`, silently replaced in `text`). Hostile input carrying either is
 * refused at the edge, naming where it was, instead of failing in the database.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** The paths (`a.b.0.c`) of every key or string inside `value` that is not storable text. */
export function unstorableTextPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return isStorableText(value) ? [] : [path.join(".") || "non_field_errors"];
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableTextPaths(item, [...path, String(index)]));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    isStorableText(key) ? unstorableTextPaths(item, [...path, key]) : [[...path, "<key>"].join(".")],
  );
}

export const UNSTORABLE_TEXT_MESSAGE = "Text must not contain NUL characters or unpaired UTF-16 surrogates.";
