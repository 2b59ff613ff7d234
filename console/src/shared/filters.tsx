import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { useText } from "../i18n/language";
import { navigate } from "../router";
import { addDays } from "../ui/format";
import { Field, Select } from "../ui/parts";

/** Filter values kept in the URL's query, so a filtered list is a link one can share or reload. */
export function useFilterState(query: URLSearchParams, names: string[]) {
  const initial = Object.fromEntries(names.map((name) => [name, query.get(name) ?? ""]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const set = (name: string) => (value: string) => setValues((previous) => ({ ...previous, [name]: value }));
  return { values, set };
}

type FilterState = ReturnType<typeof useFilterState>;

/** The URL's value of `name` for an optional query parameter: absent or empty is left out. */
export function param(query: URLSearchParams, name: string): string | undefined {
  return query.get(name) || undefined;
}

/** The URL's value of `name` when it is one of `choices` (anyone can edit a URL), else left out. */
export function choiceParam<Choice extends string>(
  query: URLSearchParams,
  name: string,
  choices: readonly Choice[],
): Choice | undefined {
  const value = query.get(name);
  return choices.find((choice) => choice === value);
}

/** A text input bound to one of useFilterState's values. */
export function FilterField({
  form,
  name,
  label,
  placeholder,
  date = false,
}: {
  form: FilterState;
  name: string;
  label: string;
  placeholder?: string;
  /** A day picker instead of a text box. */
  date?: boolean;
}) {
  const bound = {
    name,
    label,
    value: form.values[name],
    onInput: (event: { currentTarget: HTMLInputElement }) => form.set(name)(event.currentTarget.value),
  };
  return date ? <Field {...bound} type="date" /> : <Field {...bound} placeholder={placeholder} />;
}

/** A choice bound to one of useFilterState's values ("Any" clears it). */
export function FilterSelect({
  form,
  name,
  label,
  options,
}: {
  form: FilterState;
  name: string;
  label: string;
  options: Array<string | { value: string; label: string }>;
}) {
  return <Select label={label} name={name} value={form.values[name] ?? ""} onChange={form.set(name)} options={options} />;
}

/** The `from`/`to` days createdRange reads. */
export function CreatedRangeFields({ form }: { form: FilterState }) {
  const text = useText();
  return (
    <>
      <FilterField form={form} name="from" label={text.common.createdFrom} date />
      <FilterField form={form} name="to" label={text.common.createdTo} date />
    </>
  );
}

function applyFilters(path: string, values: Record<string, string>): void {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value.trim()) params.set(name, value.trim());
  const text = params.toString();
  navigate(text ? `${path}?${text}` : path);
}

/** `from`/`to` days of the form as the API's `created_after` (inclusive) and `created_before` (exclusive). */
export function createdRange(query: URLSearchParams): { created_after?: string; created_before?: string } {
  const from = query.get("from");
  const to = query.get("to");
  return {
    created_after: from ? `${from}T00:00:00.000Z` : undefined,
    created_before: to ? `${addDays(to, 1)}T00:00:00.000Z` : undefined,
  };
}

/** The filter form of the list at `path`: Search puts the form's values in the URL, Clear removes them. */
export function FilterBar({
  form,
  path,
  children,
  label,
}: {
  form: FilterState;
  path: string;
  children: ComponentChildren;
  label: string;
}) {
  const text = useText();
  return (
    <form
      class="filters"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        applyFilters(path, form.values);
      }}
    >
      <div class="filter-fields">{children}</div>
      <div class="filter-actions">
        <button type="submit" class="button button-primary">
          {text.common.search}
        </button>
        <button type="button" class="button" onClick={() => applyFilters(path, {})}>
          {text.common.clear}
        </button>
      </div>
    </form>
  );
}
