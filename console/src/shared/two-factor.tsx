import { useState } from "preact/hooks";
import { encode } from "uqr";
import { api, dataOf } from "../api";
import { Card, CopyButton, ErrorNotice, Field, Notice, PageHeader } from "../ui/parts";
import { useData } from "../ui/use-data";

/** The otpauth URL as a QR code: one SVG path of the dark modules, drawn here (nothing loaded from elsewhere). */
function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: "M", border: 4 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return (
    <svg class="qr-code" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shape-rendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

type Enrolment = { secret: string; otpauth_url: string };

/**
 * Two-factor sign-in for merchants and staff: the password, then the secret as a QR code and as text,
 * a first code to turn it on, then the recovery codes, shown this once.
 */
export function TwoFactorPage({ required = false, onEnabled }: { required?: boolean; onEnabled?: () => void }) {
  const me = useData(() => dataOf(api.GET("/api/auth/me/")), "account");
  const [password, setPassword] = useState("");
  const [otp, setOtp] = useState("");
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [error, setError] = useState<unknown>();

  const start = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    try {
      setEnrolment(await dataOf(api.POST("/api/auth/totp/", { body: { password } })));
      setPassword("");
    } catch (caught) {
      setError(caught);
    }
  };

  const confirm = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    try {
      const answer = await dataOf(api.POST("/api/auth/totp/confirm/", { body: { otp } }));
      setRecoveryCodes(answer.recovery_codes);
      setEnrolment(undefined);
      setOtp("");
      me.reload();
      onEnabled?.();
    } catch (caught) {
      setError(caught);
    }
  };

  const on = me.data?.totp_enabled === true;
  return (
    <>
      <PageHeader
        title="Two-factor sign-in"
        subtitle="Signing in takes a code of an authenticator app (TOTP, 6 digits) besides the password."
      />
      {required && !on && (
        <Notice tone="warning">Staff accounts must turn on two-factor sign-in before using the operations console.</Notice>
      )}
      <ErrorNotice error={error ?? me.error} />
      {recoveryCodes && (
        <Card title="Recovery codes" id="recovery-codes">
          <Notice tone="success">
            <p>
              <strong>Two-factor sign-in is on.</strong> Save these recovery codes now: they will not be shown again. Each one
              signs you in once, in place of a code, if you lose your phone.
            </p>
            <ol class="recovery-codes" aria-label="Recovery codes">
              {recoveryCodes.map((code) => (
                <li key={code} class="mono">
                  {code}
                </li>
              ))}
            </ol>
            <CopyButton value={recoveryCodes.join("\n")} what="recovery codes" />
          </Notice>
        </Card>
      )}
      {on && !recoveryCodes && <Notice tone="success">Two-factor sign-in is on for this account.</Notice>}
      {me.data && !on && !enrolment && (
        <Card title="Turn on two-factor sign-in" id="enrol">
          <form class="inline-form" onSubmit={start} aria-label="Start two-factor enrolment">
            <Field
              label="Your password"
              name="totp-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onInput={(event) => setPassword(event.currentTarget.value)}
            />
            <button type="submit" class="button button-primary">
              Continue
            </button>
          </form>
        </Card>
      )}
      {enrolment && (
        <Card title="Add the account to your authenticator app" id="confirm">
          <div class="enrolment">
            <QrCode value={enrolment.otpauth_url} label="QR code of the two-factor secret" />
            <div>
              <p>Scan the code with the app, or type the secret into it:</p>
              <output class="secret" aria-label="Two-factor secret">
                {enrolment.secret}
              </output>
              <form class="inline-form" onSubmit={confirm} aria-label="Confirm two-factor sign-in">
                <Field
                  label="Code from the app"
                  name="totp-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  required
                  value={otp}
                  onInput={(event) => setOtp(event.currentTarget.value)}
                />
                <button type="submit" class="button button-primary">
                  Turn on
                </button>
              </form>
            </div>
          </div>
        </Card>
      )}
    </>
  );
}
