import { api, dataOf } from "../api";
import { Link } from "../router";
import { statusLabel } from "../shared/payout-parts";
import { StoryCards } from "../shared/story-parts";
import { dateTime, money } from "../ui/format";
import { Badge, Card, ErrorNotice, KeyValues, Loading, PageHeader } from "../ui/parts";
import { useData } from "../ui/use-data";

/** Everything known about one payout: its states, provider calls, webhooks, ledger lines and notifications. */
export function AdminPayoutDetailPage({ reference }: { reference: string }) {
  const params = { path: { reference } };
  const detail = useData(() => dataOf(api.GET("/api/admin/payouts/{reference}/", { params })), reference);
  if (!detail.data) return detail.error ? <ErrorNotice error={detail.error} /> : <Loading what="the payout" />;
  const { payout, merchant, events, provider_attempts, provider_webhooks, ledger_entries, merchant_notifications, workflow } =
    detail.data;

  return (
    <>
      <PageHeader
        title={`Payout ${payout.reference}`}
        subtitle={
          <>
            <Badge value={payout.payout_status} /> {money(payout.amount, payout.currency)} · {payout.service} · {merchant.name}
          </>
        }
        actions={
          <>
            <a class="button" href={workflow.temporal_ui_url} target="_blank" rel="noreferrer">
              Open workflow in Temporal UI
            </a>
            <button type="button" class="button" onClick={detail.reload}>
              Refresh
            </button>
          </>
        }
      />
      <p>
        <Link to="/payouts">← All payouts</Link>
      </p>
      <Card title="Summary" id="summary">
        <KeyValues
          entries={[
            ["Status", <Badge key="status" value={payout.payout_status} label={statusLabel(payout)} />],
            [
              "Approval",
              payout.approval_status === "approved"
                ? `approved ${dateTime(payout.approved_at)} UTC`
                : payout.approval_status.replace("_", " "),
            ],
            ["Amount", money(payout.amount, payout.currency)],
            ["Fee", money(payout.fee, payout.currency)],
            ["Merchant", `${merchant.name} (${merchant.email})`],
            [
              "Merchant reference",
              <span key="mr" class="mono">
                {payout.merchant_reference}
              </span>,
            ],
            [
              "Recipient",
              <span key="rn" class="mono">
                {payout.recipient_number}
              </span>,
            ],
            ["Provider", payout.provider_code_name ?? "—"],
            ["Provider reference", payout.provider_reference ?? "—"],
            ["Why", payout.failure_reason ?? "—"],
            ["Waiting since (UTC)", dateTime(payout.queued_since)],
            ["Account", payout.account_type],
            ["Created (UTC)", dateTime(payout.created_at)],
            [
              "Workflow",
              <span key="wf" class="mono small">
                {workflow.workflow_id}
              </span>,
            ],
          ]}
        />
      </Card>
      <StoryCards
        events={events}
        ledger={ledger_entries}
        attempts={provider_attempts}
        webhooks={provider_webhooks}
        notifications={merchant_notifications}
        ledgerEmpty="Nothing booked."
      />
    </>
  );
}
