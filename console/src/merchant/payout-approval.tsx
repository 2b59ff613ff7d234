import { useState } from "preact/hooks";
import { ApiError, api, dataOf } from "../api";
import { payoutReferenceColumn } from "../shared/payout-parts";
import type { Payout } from "../types";
import { money } from "../ui/format";
import { Card, ErrorNotice, Field, Notice, Table, When } from "../ui/parts";
import { usePages } from "../ui/use-pages";

/**
 * Approving one payout that awaits approval: the password and a two-factor code (or a recovery code), asked each
 * time; the service then sends it to a provider.
 */
export function ApproveForm({
  payout,
  onDone,
  onKeep,
}: {
  payout: Payout;
  onDone: (payout: Payout) => void;
  onKeep?: () => void;
}) {
  const [password, setPassword] = useState("");
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<unknown>();
  const refused = error instanceof ApiError ? error : undefined;

  const approve = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    try {
      const approved = await dataOf(
        api.POST("/api/payments/payout/{reference}/approve/", {
          params: { path: { reference: payout.reference } },
          body: { password, otp },
        }),
      );
      setPassword("");
      setOtp("");
      onDone(approved);
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <form class="inline-form approve-form" onSubmit={approve} aria-label={`Approve ${payout.reference}`} noValidate>
      <p class="approve-what">
        Approve <span class="mono">{payout.reference}</span>: {money(payout.amount, payout.currency)} to{" "}
        <span class="mono">{payout.recipient_number}</span>
      </p>
      <Field
        label="Your password"
        name={`approve-password-${payout.reference}`}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={refused?.code === "invalid_password" ? refused.message : undefined}
        onInput={(event) => setPassword(event.currentTarget.value)}
      />
      <Field
        label="Two-factor code"
        name={`approve-otp-${payout.reference}`}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        value={otp}
        error={refused?.code === "otp_required" || refused?.code === "invalid_otp" ? refused.message : undefined}
        onInput={(event) => setOtp(event.currentTarget.value)}
      />
      <div class="row-actions">
        <button type="submit" class="button button-primary">
          Approve payout
        </button>
        {onKeep && (
          <button type="button" class="button" onClick={onKeep}>
            Not now
          </button>
        )}
      </div>
      {error !== undefined && refused?.status !== 401 && <ErrorNotice error={error} />}
    </form>
  );
}

/** The payouts that wait for the merchant's approval, each approved (password and code) or cancelled from here. */
export function ApprovalQueue({ onChanged, cancel }: { onChanged: () => void; cancel: (reference: string) => Promise<void> }) {
  const pages = usePages(
    (cursor) =>
      dataOf(
        api.GET("/api/payments/payout/", {
          params: { query: { status: "Pending", approval_status: "awaiting_approval", cursor, limit: 50 } },
        }),
      ),
    "awaiting-approval",
  );
  const [approving, setApproving] = useState<string>();
  const [approved, setApproved] = useState<Payout>();

  if (pages.rows.length === 0 && !approved) return null;
  const chosen = pages.rows.find((row) => row.reference === approving);
  return (
    <Card title="Awaiting your approval" id="awaiting-approval">
      <p class="hint">
        These payouts are above your approval threshold: their money is held and nothing is sent until you approve. Not approved
        in time, they fail and their money is released.
      </p>
      {approved && <Notice tone="success">Payout {approved.reference} approved: it goes to a provider now.</Notice>}
      <ErrorNotice error={pages.error} />
      <Table
        caption="Payouts awaiting approval"
        rows={pages.rows}
        rowKey={(row) => row.reference}
        busy={pages.loading}
        empty="None."
        columns={[
          payoutReferenceColumn("/payouts"),
          { label: "Amount", numeric: true, render: (row) => money(row.amount, row.currency) },
          { label: "Recipient", render: (row) => <span class="mono">{row.recipient_number}</span> },
          { label: "Created", render: (row) => <When value={row.created_at} /> },
          {
            label: "Actions",
            render: (row) => (
              <div class="row-actions">
                <button
                  type="button"
                  class="button button-small button-primary"
                  aria-label={`Approve ${row.reference}`}
                  onClick={() => {
                    setApproved(undefined);
                    setApproving(row.reference);
                  }}
                >
                  Approve
                </button>
                <button
                  type="button"
                  class="button button-small"
                  aria-label={`Cancel ${row.reference}`}
                  onClick={async () => {
                    await cancel(row.reference);
                    pages.reload();
                  }}
                >
                  Cancel
                </button>
              </div>
            ),
          },
        ]}
      />
      {chosen && (
        <ApproveForm
          payout={chosen}
          onKeep={() => setApproving(undefined)}
          onDone={(payout) => {
            setApproving(undefined);
            setApproved(payout);
            pages.reload();
            onChanged();
          }}
        />
      )}
    </Card>
  );
}
