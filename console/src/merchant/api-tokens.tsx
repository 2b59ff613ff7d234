import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import type { components } from "../api-types";
import { Card, ErrorNotice, Field, Notice, PageHeader, Select, ShownOnce, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";

type ApiScope = components["schemas"]["ApiScope"];

const SCOPES: Array<[ApiScope, string]> = [
  ["read", "read transactions, payouts, refunds, the wallet and reports"],
  ["collections", "create transactions and resend their notifications"],
  ["payouts", "create, cancel and resend payouts (money out)"],
  ["refunds", "create refunds (money out)"],
];
const EXPIRIES = [7, 30, 90, 180, 365];

/** API tokens for the merchant's servers: created with the password, shown once, revocable. */
export function ApiTokensPage() {
  const tokens = useData(() => dataOf(api.GET("/api/auth/login-tokens/")), "tokens");
  const [password, setPassword] = useState("");
  // Least power first: a new token reads only, until the merchant ticks what else it may do.
  const [scopes, setScopes] = useState<ApiScope[]>(["read"]);
  const [days, setDays] = useState("90");
  const [created, setCreated] = useState<string>();
  const [error, setError] = useState<unknown>();
  const [confirming, setConfirming] = useState<string>();
  const [revoked, setRevoked] = useState<string>();

  const create = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    setCreated(undefined);
    setRevoked(undefined);
    try {
      const answer = await dataOf(
        api.POST("/api/auth/login-tokens/", { body: { password, scopes, expires_in_days: Number(days) } }),
      );
      setCreated(answer.token);
      setPassword("");
      tokens.reload();
    } catch (caught) {
      setError(caught);
    }
  };

  const revoke = async (key: string) => {
    setError(undefined);
    try {
      await dataOf(api.DELETE("/api/auth/login-tokens/{token_key}/", { params: { path: { token_key: key } } }));
      setConfirming(undefined);
      setRevoked(key);
      tokens.reload();
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <>
      <PageHeader
        title="API tokens"
        subtitle="For your servers to call the payments API. Give each only what it needs: a token that cannot pay out cannot empty the wallet if it leaks."
      />
      <Card title="Create a token" id="create-token">
        <form class="token-form" onSubmit={create} aria-label="Create an API token">
          <fieldset class="scopes">
            <legend>What it may do</legend>
            {SCOPES.map(([scope, label]) => (
              <label key={scope} class="check">
                <input
                  type="checkbox"
                  name={`scope-${scope}`}
                  checked={scopes.includes(scope)}
                  onChange={(event) =>
                    setScopes((current) =>
                      event.currentTarget.checked ? [...current, scope] : current.filter((chosen) => chosen !== scope),
                    )
                  }
                />
                <span>
                  <strong>{scope}</strong> — {label}
                </span>
              </label>
            ))}
          </fieldset>
          <Select
            label="Expires after"
            name="token-expiry"
            value={days}
            onChange={setDays}
            includeAny={false}
            options={EXPIRIES.map((value) => ({ value: String(value), label: `${value} days` }))}
          />
          <Field
            label="Your password"
            name="token-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onInput={(event) => setPassword(event.currentTarget.value)}
          />
          <button type="submit" class="button button-primary">
            Create token
          </button>
        </form>
        {created && <ShownOnce label="New API token" value={created} />}
      </Card>
      {revoked && (
        <Notice tone="success">
          Token <span class="mono">{revoked}</span> revoked.
        </Notice>
      )}
      <ErrorNotice error={error ?? tokens.error} />
      <Card title="Active tokens" id="tokens">
        <Table
          caption="Active API tokens"
          rows={tokens.data?.results ?? []}
          rowKey={(row) => row.token_key}
          busy={tokens.loading}
          empty={tokens.loading ? "Loading…" : "No active API token."}
          columns={[
            { label: "Key", render: (row) => <span class="mono">{row.token_key}</span> },
            { label: "Scopes", render: (row) => row.scopes.join(", ") },
            { label: "Created", render: (row) => <When value={row.created_at} /> },
            { label: "Expires", render: (row) => <When value={row.expiry} /> },
            { label: "Last used", render: (row) => <When value={row.last_used_at} /> },
            {
              label: "Actions",
              render: (row) =>
                confirming === row.token_key ? (
                  <div class="row-actions">
                    <button type="button" class="button button-small button-danger" onClick={() => revoke(row.token_key)}>
                      Confirm revoke
                    </button>
                    <button type="button" class="button button-small" onClick={() => setConfirming(undefined)}>
                      Keep
                    </button>
                  </div>
                ) : (
                  <button
                    type="button"
                    class="button button-small"
                    aria-label={`Revoke ${row.token_key}`}
                    onClick={() => setConfirming(row.token_key)}
                  >
                    Revoke
                  </button>
                ),
            },
          ]}
        />
      </Card>
    </>
  );
}
