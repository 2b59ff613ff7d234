import type { ComponentChildren, InputHTMLAttributes } from "preact";
import { useState } from "preact/hooks";
import { ApiError } from "../api";
import { errorMessage } from "../i18n/error-message";
import { useText } from "../i18n/language";
import { area } from "../router";

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ComponentChildren;
  actions?: ComponentChildren;
}) {
  return (
    <header class="page-header">
      <div>
        <h1>{title}</h1>
        {subtitle && <p class="subtitle">{subtitle}</p>}
      </div>
      {actions && <div class="page-actions">{actions}</div>}
    </header>
  );
}

export function Card({
  title,
  children,
  actions,
  id,
}: {
  title?: string;
  children: ComponentChildren;
  actions?: ComponentChildren;
  id?: string;
}) {
  return (
    <section class="card" aria-labelledby={title && id ? `${id}-title` : undefined}>
      {(title || actions) && (
        <div class="card-header">
          {title && <h2 id={id ? `${id}-title` : undefined}>{title}</h2>}
          {actions && <div class="card-actions">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}

const STATUS_TONE: Record<string, string> = {
  Success: "good",
  Failed: "bad",
  Processing: "info",
  Pending: "wait",
  applied: "good",
  received: "wait",
  duplicate: "muted",
  informational: "muted",
  status_query: "info",
  contrary_after_terminal: "bad",
  mismatch: "bad",
  unknown_reference: "bad",
  open: "bad",
  closed: "good",
  prod: "good",
  sandbox: "wait",
  enabled: "good",
  disabled: "muted",
  active: "good",
  OPERATIONAL: "good",
  DELAYED: "wait",
  CLOSED: "bad",
};

/** A checkout's state: open is work under way (not an alarm, as an open circuit is), paid is done. */
const CHECKOUT_TONE: Record<string, string> = { open: "info", paid: "good", expired: "muted", cancelled: "muted" };

export function CheckoutBadge({ status }: { status: string }) {
  const text = useText();
  return <span class={`badge badge-${CHECKOUT_TONE[status] ?? "muted"}`}>{text.status[status] ?? status}</span>;
}

/** A status in its tone, said in the console's language when the dictionary knows it. */
export function Badge({ value, label }: { value: string; label?: string }) {
  const text = useText();
  return <span class={`badge badge-${STATUS_TONE[value] ?? "muted"}`}>{label ?? text.status[value] ?? value}</span>;
}

/**
 * An API failure said in the user's words (staff also see its stable code), and the fields it names (but those in
 * `shownBeside`, said at their field).
 */
export function ErrorNotice({ error, shownBeside = [] }: { error: unknown; shownBeside?: string[] }) {
  const text = useText();
  if (!error) return null;
  const apiError = error instanceof ApiError ? error : undefined;
  const details = Object.entries(apiError?.details ?? {}).filter(([field]) => !shownBeside.includes(field));
  return (
    <div class="notice notice-error" role="alert">
      {area === "admin" ? (
        <>
          <strong>{apiError ? `${apiError.status} ${apiError.code}` : text.errors.title}</strong>
          <span>{apiError?.message ?? String(error)}</span>
        </>
      ) : (
        <span>{apiError ? errorMessage(text, apiError) : String(error)}</span>
      )}
      {details.length > 0 && (
        <ul>
          {details.map(([field, message]) => (
            <li key={field}>
              <code>{field}</code>: {typeof message === "string" ? message : JSON.stringify(message)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Notice({ children, tone = "info" }: { children: ComponentChildren; tone?: "info" | "success" | "warning" }) {
  return (
    <div class={`notice notice-${tone}`} role="status">
      {children}
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  const text = useText();
  return (
    <p class="loading" aria-live="polite">
      {text.common.loadingWhat(what)}
    </p>
  );
}

export interface Column<T> {
  label: string;
  render: (row: T) => ComponentChildren;
  numeric?: boolean;
}

export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  empty,
  busy = false,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  caption: string;
  empty?: string;
  /** Rows are being (re)loaded: announced to assistive technology, and what browser tests wait on. */
  busy?: boolean;
}) {
  const text = useText();
  return (
    <div class="table-wrap">
      <table aria-busy={busy ? "true" : "false"}>
        <caption class="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" class={column.numeric ? "numeric" : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} class="empty">
                {empty ?? text.common.nothing}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.label} class={column.numeric ? "numeric" : undefined} data-label={column.label}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A field's hint and the service's complaint about its value, said below it and read with it. */
function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <small id={`${id}-hint`} class="hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} class="field-error">
          {error}
        </small>
      )}
    </>
  );
}

function describedBy(id: string, hint?: string, error?: string): { "aria-describedby"?: string; "aria-invalid"?: "true" } {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, ...(error ? { "aria-invalid": "true" } : {}) };
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; hint?: string; error?: string };

export function Field({ label, name, hint, error, ...input }: InputProps) {
  const id = `field-${name}`;
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input id={id} name={name} {...input} {...describedBy(id, hint, error)} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function Select({
  label,
  name,
  options,
  value,
  onChange,
  includeAny = true,
  hint,
  error,
}: {
  label: string;
  name: string;
  options: Array<string | { value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  includeAny?: boolean;
  hint?: string;
  error?: string;
}) {
  const text = useText();
  const id = `field-${name}`;
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value)}
        {...describedBy(id, hint, error)}
      >
        {includeAny && <option value="">{text.common.any}</option>}
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function KeyValues({ entries }: { entries: Array<[string, ComponentChildren]> }) {
  return (
    <dl class="key-values">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Json({ value, label }: { value: unknown; label: string }) {
  return (
    <pre class="json" title={label}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

export function MoreButton({ next, loading, onMore }: { next: string | null | undefined; loading: boolean; onMore: () => void }) {
  const text = useText();
  if (!next) return null;
  return (
    <div class="more">
      <button type="button" class="button" onClick={onMore} disabled={loading}>
        {loading ? text.common.loading : text.common.loadMore}
      </button>
    </div>
  );
}

/** A copyable secret shown exactly once. */
export function ShownOnce({ label, value }: { label: string; value: string }) {
  const text = useText();
  return (
    <Notice tone="success">
      <p>
        <strong>{label}</strong> — {text.common.shownOnce}
      </p>
      <output class="secret" aria-label={label}>
        {value}
      </output>
      <CopyButton value={value} what={label} />
    </Notice>
  );
}

/** Copies `value` to the clipboard (a token, a secret, recovery codes, a link), and says so. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { common } = useText();
  const [said, setSaid] = useState<"copy" | "copied" | "selectToCopy">("copy");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid("copied");
    } catch {
      // A browser that keeps the clipboard from the page: the text above is selectable.
      setSaid("selectToCopy");
    }
  };
  return (
    <button type="button" class="button button-small" aria-label={common.copyWhat(what)} onClick={copy}>
      {common[said]}
    </button>
  );
}

/** A timestamp, as the console's language writes it, that never wraps inside a table cell. */
export function When({ value }: { value: string | null | undefined }) {
  const text = useText();
  return (
    <time class="nowrap" dateTime={value ?? undefined}>
      {text.dateTime(value)}
    </time>
  );
}
