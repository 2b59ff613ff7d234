import { useEffect, useRef, useState } from "preact/hooks";
import { ApiError, api, dataOf } from "./api";
import { useText } from "./i18n/language";
import { area } from "./router";
import type { Session } from "./session";
import { ErrorNotice, Field } from "./ui/parts";

/** Why a signed-in account may not use this face of the console. */
export type Refusal = "notStaff" | "notMerchant";

/** E-mail and password for a session token; staff only at /admin/. */
export function LoginPage({ onSignedIn, refusal }: { onSignedIn: (session: Session) => void; refusal?: Refusal }) {
  const text = useText();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  // Asked for once the service answers otp_required: a code of the authenticator app, or a recovery code.
  const [otp, setOtp] = useState<string>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector("input")?.focus(), []);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await dataOf(
        api.POST("/api/auth/token/", { body: { email, password, ...(otp === undefined ? {} : { otp }) } }),
      );
      onSignedIn({ token: answer.token, user: answer.user });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === "otp_required") {
        setOtp("");
        setError(undefined);
        return;
      }
      setError(caught);
      if (caught instanceof ApiError && caught.code === "invalid_otp") setOtp("");
      else {
        setPassword("");
        setOtp(undefined);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <main class="login">
      <form class="login-card" ref={form} onSubmit={submit} aria-labelledby="login-title">
        <div class="brand brand-large">
          <span class="brand-mark" aria-hidden="true">
            P
          </span>
          <span>{text.layout.brand}</span>
        </div>
        <h1 id="login-title">{area === "admin" ? "Operations console" : text.login.merchantTitle}</h1>
        <p class="subtitle">{text.login.subtitle}</p>
        {refusal && (
          <div class="notice notice-warning" role="alert">
            {text.login[refusal]}
          </div>
        )}
        {error instanceof ApiError && error.code === "invalid_otp" ? (
          <div class="notice notice-error" role="alert">
            {text.errors.invalid_otp}
          </div>
        ) : error instanceof ApiError && error.status === 401 ? (
          <div class="notice notice-error" role="alert">
            {text.errors.invalid_password}
          </div>
        ) : (
          <ErrorNotice error={error} />
        )}
        <Field
          label={text.login.email}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onInput={(event) => setEmail(event.currentTarget.value)}
        />
        <Field
          label={text.login.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onInput={(event) => setPassword(event.currentTarget.value)}
        />
        {otp !== undefined && (
          <Field
            label={text.login.otp}
            name="otp"
            hint={text.login.otpHint}
            autoComplete="one-time-code"
            required
            autoFocus
            value={otp}
            onInput={(event) => setOtp(event.currentTarget.value)}
          />
        )}
        <button type="submit" class="button button-primary button-block" disabled={busy}>
          {busy ? text.login.signingIn : text.login.signIn}
        </button>
      </form>
    </main>
  );
}
