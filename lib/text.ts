/**
 * Text PostgreSQL cannot store: a NUL character (refused by `text` and `jsonb`) or a lone UTF-16
 * surrogate (refused by `jsonb`, silently replaced in `text`). Hostile input carrying either is
 * refused at the edge, naming where it was, instead of failing in the database.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/** A path built from the leaf up, so a deep walk shares its prefixes instead of copying them. */
type Path = { key: string; parent: Path } | null;

function joined(path: Path): string {
  const keys: string[] = [];
  for (let at = path; at !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".");
}

/**
 * The paths (`a.b.0.c`) of every key or string inside `value` that is not storable text. The walk keeps its
 * own stack instead of recursing, so no nesting depth can overflow the call stack.
 */
export function unstorableTextPaths(value: unknown): string[] {
  const found: string[] = [];
  const pending: Array<{ value: unknown; path: Path }> = [{ value, path: null }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: item, path } = next;
    if (typeof item === "string") {
      if (!isStorableText(item)) found.push(joined(path) || "non_field_errors");
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (isStorableText(key)) pending.push({ value: child, path: { key, parent: path } });
        else found.push(joined({ key: "<key>", parent: path }));
      }
    }
  }
  return found;
}

export const UNSTORABLE_TEXT_MESSAGE = "Text must not contain NUL characters or unpaired UTF-16 surrogates.";
