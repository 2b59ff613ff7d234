import { useState } from "preact/hooks";
import { ApiError } from "../api";

export type FieldErrors<Fields> = Partial<Record<keyof Fields, string>>;
export interface FieldErrorsShown<Fields> {
  errors: FieldErrors<Fields>;
  /** The error's details said at their field, which the notice then leaves out. */
  shownBeside: string[];
}

/** The service's messages for a form's fields (a detail `allocations.1.weight` is said at `allocations`). */
function fieldErrorsOf<Fields extends Record<string, string>>(error: unknown, fields: Fields): FieldErrorsShown<Fields> {
  if (!(error instanceof ApiError) || !error.details) return { errors: {}, shownBeside: [] };
  const errors: FieldErrors<Fields> = {};
  const shownBeside: string[] = [];
  for (const [detail, message] of Object.entries(error.details)) {
    const name = detail.split(".")[0]!;
    if (!(name in fields) || typeof message !== "string") continue;
    errors[name as keyof Fields] ??= message;
    shownBeside.push(detail);
  }
  return { errors, shownBeside };
}

/**
 * A form of text fields sent to the service: their values, a setter per field, the props of a `Field` with the
 * service's message for it, and the last refusal. `explain` may say a refusal at its fields in its own words (an
 * `insufficient_balance` at the amount); any other is said at the fields its details name.
 */
export function useForm<Fields extends Record<string, string>>(
  empty: Fields,
  options: { initial?: Fields; explain?: (error: ApiError) => FieldErrorsShown<Fields> | undefined } = {},
) {
  const [fields, setFields] = useState(options.initial ?? empty);
  const [error, setError] = useState<unknown>();
  const explained = error instanceof ApiError ? options.explain?.(error) : undefined;
  const { errors, shownBeside } = explained ?? fieldErrorsOf(error, empty);
  const set = (name: keyof Fields) => (value: string) => setFields((previous) => ({ ...previous, [name]: value }));
  const input = (name: keyof Fields) => ({
    value: fields[name],
    error: errors[name],
    onInput: (event: { currentTarget: HTMLInputElement }) => set(name)(event.currentTarget.value),
  });
  return { fields, setFields, set, input, error, setError, errors, shownBeside };
}
