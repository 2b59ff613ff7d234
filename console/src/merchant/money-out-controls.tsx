import { useEffect, useState } from "preact/hooks";
import { ApiError, api, dataOf } from "../api";
import { Link } from "../router";
import { ControlChangesTable, ControlsSummary, type MoneyOutControls } from "../shared/money-out-controls-parts";
import { Card, ErrorNotice, Field, Loading, MoreButton, Notice, PageHeader } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

interface Form {
  allowlist: string;
  limits: Record<string, string>;
  approval: Record<string, string>;
  secondApprover: boolean;
}

const formOf = (controls: MoneyOutControls): Form => ({
  allowlist: controls.ip_allowlist.join("\n"),
  limits: { ...controls.daily_limits },
  approval: { ...controls.approval_above },
  secondApprover: controls.second_approver,
});

/** The amounts typed, by currency; an empty box is no entry (no limit, no approval). */
const typed = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value.trim() !== "")
      .map(([code, value]) => [code, value.trim()]),
  );

/** Where the service's refusal is said: the field it names, or the credential it refused. */
function errorsOf(
  error: unknown,
): Partial<Record<"ip_allowlist" | "daily_limits" | "approval_above" | "password" | "otp", string>> {
  if (!(error instanceof ApiError)) return {};
  if (error.code === "invalid_password") return { password: error.message };
  if (error.code === "otp_required" || error.code === "invalid_otp") return { otp: error.message };
  const details = (error.details ?? {}) as Record<string, unknown>;
  const said = (field: string) => (typeof details[field] === "string" ? (details[field] as string) : undefined);
  return { ip_allowlist: said("ip_allowlist"), daily_limits: said("daily_limits"), approval_above: said("approval_above") };
}

/**
 * The merchant's money-out controls: where payouts, cancels and refunds may come from, how much may leave a day,
 * and above what a payout waits for approval. Changed with the password (and a code with two-factor on); every
 * change is kept below and mailed to the account.
 */
export function MoneyOutControlsPage() {
  const controls = useData(() => dataOf(api.GET("/api/organization/money-out-controls/")), "controls");
  const me = useData(() => dataOf(api.GET("/api/auth/me/")), "me");
  const currencies = useData(() => dataOf(api.GET("/api/organization/currency/")), "currencies");
  const changes = usePages(
    (cursor) => dataOf(api.GET("/api/organization/money-out-controls/audit/", { params: { query: { cursor, limit: 20 } } })),
    "changes",
  );
  const [form, setForm] = useState<Form>();
  const [password, setPassword] = useState("");
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<unknown>();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (controls.data && !form) setForm(formOf(controls.data));
  }, [controls.data]);

  if (!controls.data || !form) return controls.error ? <ErrorNotice error={controls.error} /> : <Loading what="the controls" />;
  const twoFactorOn = me.data?.totp_enabled === true;
  const codes = (currencies.data?.results ?? []).map((currency) => currency.code);
  const errors = errorsOf(error);
  const shownBeside = ["ip_allowlist", "daily_limits", "approval_above"];

  const save = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    setSaved(false);
    try {
      const answer = await dataOf(
        api.PUT("/api/organization/money-out-controls/", {
          body: {
            ip_allowlist: form.allowlist
              .split(/[\s,]+/)
              .map((entry) => entry.trim())
              .filter(Boolean),
            daily_limits: typed(form.limits),
            approval_above: typed(form.approval),
            second_approver: form.secondApprover,
            password,
            ...(twoFactorOn ? { otp } : {}),
          },
        }),
      );
      setForm(formOf(answer));
      setPassword("");
      setOtp("");
      setSaved(true);
      controls.reload();
      changes.reload();
    } catch (caught) {
      setError(caught);
    }
  };

  const amountFields = (kind: "limits" | "approval", label: string) =>
    codes.map((code) => (
      <Field
        key={`${kind}-${code}`}
        label={`${label} (${code})`}
        name={`${kind}-${code}`}
        inputMode="decimal"
        placeholder={kind === "limits" ? "no limit" : "no approval"}
        value={form[kind][code] ?? ""}
        onInput={(event) => setForm({ ...form, [kind]: { ...form[kind], [code]: event.currentTarget.value } })}
      />
    ));

  return (
    <>
      <PageHeader
        title="Money-out controls"
        subtitle="If a token or a session leaks, these decide where money can be sent from, how much a day, and what waits for you."
      />
      <ControlsSummary controls={controls.data} />
      <Card title="Change the controls" id="change-controls">
        <form class="controls-form" onSubmit={save} aria-label="Change the money-out controls" noValidate>
          <div class="field">
            <label for="field-ip-allowlist">IP allowlist</label>
            <textarea
              id="field-ip-allowlist"
              name="ip-allowlist"
              rows={4}
              placeholder="203.0.113.0/24"
              value={form.allowlist}
              aria-describedby="field-ip-allowlist-hint"
              aria-invalid={errors.ip_allowlist ? "true" : undefined}
              onInput={(event) => setForm({ ...form, allowlist: event.currentTarget.value })}
            />
            <small id="field-ip-allowlist-hint" class="hint">
              One CIDR or address a line. Payouts, bulk payouts, cancels and refunds from anywhere else are refused. Empty: any
              address.
            </small>
            {errors.ip_allowlist && <small class="field-error">{errors.ip_allowlist}</small>}
          </div>
          <fieldset class="amounts">
            <legend>Daily limits (sum of the UTC day's payouts, fees not counted)</legend>
            {amountFields("limits", "Daily limit")}
            {errors.daily_limits && <small class="field-error">{errors.daily_limits}</small>}
          </fieldset>
          <fieldset class="amounts">
            <legend>Approval: payouts above this wait for you (password and code)</legend>
            {!twoFactorOn && (
              <p class="hint">
                Approval needs two-factor sign-in: <Link to="/two-factor">turn it on</Link> first.
              </p>
            )}
            {amountFields("approval", "Approval above")}
            {errors.approval_above && <small class="field-error">{errors.approval_above}</small>}
          </fieldset>
          <fieldset class="scopes">
            <legend>Two people for money out</legend>
            <label class="check">
              <input
                type="checkbox"
                name="second-approver"
                checked={form.secondApprover}
                onChange={(event) => setForm({ ...form, secondApprover: event.currentTarget.checked })}
              />
              <span>
                <strong>Second approver</strong> — a payout waiting for approval is approved by a team member other than the one
                who created it (finance, admin or owner, with two-factor on)
              </span>
            </label>
          </fieldset>
          <div class="credentials">
            <Field
              label="Your password"
              name="controls-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              error={errors.password}
              onInput={(event) => setPassword(event.currentTarget.value)}
            />
            {twoFactorOn && (
              <Field
                label="Two-factor code"
                name="controls-otp"
                autoComplete="one-time-code"
                inputMode="numeric"
                placeholder="app code or recovery code"
                value={otp}
                error={errors.otp}
                onInput={(event) => setOtp(event.currentTarget.value)}
              />
            )}
            <button type="submit" class="button button-primary">
              Save controls
            </button>
          </div>
        </form>
        {saved && <Notice tone="success">Saved. A message about this change was sent to your e-mail address.</Notice>}
        {/* A refused password or code is said at its field. */}
        {!(error instanceof ApiError && error.status === 401) && <ErrorNotice error={error} shownBeside={shownBeside} />}
      </Card>
      <Card title="Changes" id="changes">
        <ErrorNotice error={changes.error} />
        <ControlChangesTable rows={changes.rows} loading={changes.loading} />
        <MoreButton next={changes.next} loading={changes.loading} onMore={changes.loadMore} />
      </Card>
    </>
  );
}
