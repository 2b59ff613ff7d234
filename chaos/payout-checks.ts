import { isDeepStrictEqual } from "node:util";
import { fromMinorUnits, toMinorUnits } from "../lib/money";
import { finalOutcome } from "../simulator/behaviour";
import { count as countBy } from "./checks";
import type { ApprovalRecord, CancelRecord, PayoutDriveResult } from "./payout-driver";
import { APPROVAL_ABOVE, type PlannedPayout } from "./payout-mix";
import type { ChaosStack } from "./stack";

export interface PayoutCheckReport {
  violations: string[];
  statuses: Record<string, number>;
  refusedForBalance: number;
  walletSamples: number;
  providers: Record<string, number>;
  /** The cancels, by first answer and the retry's (`200 then 200`). */
  cancels: Record<string, number>;
  /** The payouts that awaited approval, by planned fate and how each ended (`race: cancel won`). */
  approvals: Record<string, number>;
}

const END_OF_TIME = 8.64e15;

const answerText = (answer: CancelRecord["first"]) => (answer ? `${answer.status} ${JSON.stringify(answer.body)}` : "no answer");

const cancelledAnswer = (answer: CancelRecord["first"]) =>
  answer?.status === 200 && answer.body?.payout_status === "Failed" && answer.body?.failure_reason === "cancelled";

/**
 * A repeated cancel is answered as the first was: 200 with the same payout (Failed, cancelled) after a 200,
 * and the payout stays so; 409 after a 409, except that a payout refused while still Pending (being routed)
 * may have started waiting since, and then be cancelled. Processing, Success and Failed never go back.
 */
function cancelViolations(cancels: CancelRecord[], rows: Map<string, Record<string, any>>): string[] {
  const violations: string[] = [];
  for (const { reference, first, retry } of cancels) {
    const seen = `cancel of ${reference}: first ${answerText(first)}, retried ${answerText(retry)}`;
    if (!first || !retry) violations.push(`${seen}: no answer`);
    else if (first.status === 200) {
      if (!cancelledAnswer(first)) violations.push(`${seen}: 200 without the payout cancelled`);
      else if (retry.status !== 200 || !isDeepStrictEqual(retry.body, first.body)) violations.push(`${seen}: not as the first`);
      else if (rows.get(reference)?.failure_reason !== "cancelled") violations.push(`${seen}: yet it is not cancelled`);
    } else if (first.status === 409) {
      const refusedAgain = retry.status === 409 && retry.body?.error?.code === "invalid_state_transition";
      const waitingSince = first.body?.error?.details?.from === "Pending" && cancelledAnswer(retry);
      if (!refusedAgain && !waitingSince) violations.push(`${seen}: not as the first`);
    } else violations.push(`${seen}: neither 200 nor 409`);
  }
  return violations;
}

const approvedAnswer = (answer: CancelRecord["first"]) => answer?.status === 200 && answer.body?.approval_status === "approved";
const refusedAnswer = (answer: CancelRecord["first"]) =>
  answer?.status === 409 && answer.body?.error?.code === "invalid_state_transition";

/** How a payout awaiting approval ended, in words: approved, cancelled, not approved (expired), or otherwise. */
function approvalEnd(row: Record<string, any>): string {
  if (row.approval_status === "approved") return "approved";
  if (row.payout_status === "Failed" && row.failure_reason === "cancelled") return "cancelled";
  if (row.payout_status === "Failed" && row.failure_reason === "not_approved") return "not approved";
  return `${row.payout_status} (${row.failure_reason ?? ""}, ${row.approval_status})`;
}

/**
 * The approval invariants. Above the threshold a payout awaits approval, below it never does. One never approved
 * ends Failed (cancelled or not approved) and never reached a provider: no provider call, nothing at either
 * provider. An approved one reached a provider only after its approval was recorded. What the merchant was
 * answered is what happened: a 200 to an approval means it is approved (and a repeat answers 200 too), a 200 to
 * a cancel that it is cancelled; a 409 only when the other side (a cancel, the expiry) had won; of an approval
 * and a cancel at once exactly one won. Its hold is released or booked as any payout's (checked with the others).
 */
function approvalViolations(
  plan: PlannedPayout[],
  approvals: ApprovalRecord[],
  rows: Map<string, Record<string, any>>,
  attempts: Map<string, Date[]>,
  sentTo: Map<string, string[]>,
): { violations: string[]; ends: Record<string, number> } {
  const violations: string[] = [];
  const byMerchantReference = new Map([...rows.values()].map((row) => [row.merchant_reference, row]));
  for (const payout of plan) {
    const row = byMerchantReference.get(payout.merchantReference);
    if (!row) continue;
    const awaited = row.approval_status !== "not_required";
    if (awaited !== toMinorUnits(payout.amount) > toMinorUnits(APPROVAL_ABOVE))
      violations.push(
        `${row.reference} (${payout.amount}): approval_status ${row.approval_status} against a threshold of ${APPROVAL_ABOVE}`,
      );
    if (!awaited) continue;
    const calls = attempts.get(row.reference) ?? [];
    if (row.approval_status !== "approved") {
      if (row.payout_status !== "Failed" || !["cancelled", "not_approved"].includes(row.failure_reason))
        violations.push(`${row.reference}: never approved, yet ${approvalEnd(row)}`);
      if (calls.length > 0 || (sentTo.get(row.reference) ?? []).length > 0)
        violations.push(
          `${row.reference}: never approved, yet sent (${calls.length} provider calls, at ${sentTo.get(row.reference)?.join(", ")})`,
        );
    } else if (!row.approved_at || calls.some((at) => at < row.approved_at))
      violations.push(`${row.reference}: a provider was called before its approval (${row.approved_at})`);
  }

  const ends: Record<string, number> = {};
  for (const { reference, fate, approves, cancel } of approvals) {
    const row = rows.get(reference);
    if (!row) continue;
    const end = approvalEnd(row);
    const seen = `${fate} of ${reference}: approvals ${approves.map((answer) => answer?.status ?? "none").join(",")}, cancel ${cancel?.status ?? "-"}, ended ${end}`;
    const expired = end === "not approved";
    let outcome = end;
    if (fate === "approve") {
      const [first, repeat] = approves;
      if (approvedAnswer(first) ? !approvedAnswer(repeat) || end !== "approved" : !(refusedAnswer(first) && expired))
        violations.push(`${seen}: the answers are not what happened`);
    } else if (fate === "cancel") {
      if (cancelledAnswer(cancel) ? end !== "cancelled" : !(refusedAnswer(cancel) && expired))
        violations.push(`${seen}: the answer is not what happened`);
    } else if (fate === "expire") {
      if (!expired) violations.push(`${seen}: left alone, it should have expired`);
    } else {
      const approveWon = approvedAnswer(approves[0]);
      const cancelWon = cancelledAnswer(cancel);
      outcome = approveWon ? "approve won" : cancelWon ? "cancel won" : end;
      if (approveWon === cancelWon && !(expired && refusedAnswer(approves[0]) && refusedAnswer(cancel)))
        violations.push(`${seen}: not exactly one winner`);
      else if ((approveWon && end !== "approved") || (cancelWon && end !== "cancelled"))
        violations.push(`${seen}: the winner's answer is not what happened`);
    }
    ends[`${fate}: ${outcome}`] = (ends[`${fate}: ${outcome}`] ?? 0) + 1;
  }
  return { violations, ends };
}

/** Lines of one payout's entry `kind`, by account. */
function linesOf(ledger: Array<Record<string, any>>, kind: string) {
  return ledger.filter((line) => line.kind === kind);
}

/**
 * The payout invariants: each planned payout created once (or refused for want of money and then absent),
 * paid by one provider at most and never under another reference, final and equal to what its provider
 * says, its hold released exactly once or booked, the wallet never seen negative and equal to its lines,
 * every cancel answered again as it was the first time.
 */
export async function checkPayoutInvariants(
  stack: ChaosStack,
  plan: PlannedPayout[],
  drive: PayoutDriveResult,
  wallet: { samples: number; negatives: string[]; funded: string },
): Promise<PayoutCheckReport> {
  const violations: string[] = [...wallet.negatives.map((line) => `wallet seen below zero at ${line}`)];
  const merchantId = stack.payoutMerchant.merchantId;
  const rows: Array<Record<string, any>> = await stack.db("payouts").where({ merchant_id: merchantId });
  const byMerchantReference = new Map(rows.map((row) => [row.merchant_reference, row]));
  violations.push(...cancelViolations(drive.cancels, new Map(rows.map((row) => [row.reference, row]))));
  const refused = new Set(drive.refusedForBalance);
  for (const payout of plan) {
    const row = byMerchantReference.get(payout.merchantReference);
    if (refused.has(payout.merchantReference) && row)
      violations.push(`${payout.merchantReference}: refused for balance, yet created`);
    if (!refused.has(payout.merchantReference) && !row) violations.push(`${payout.merchantReference}: never created`);
  }
  for (const [merchantReference, reference] of drive.references) {
    if (byMerchantReference.get(merchantReference)?.reference !== reference)
      violations.push(`${merchantReference}: the client was given ${reference}, which is not its payout`);
  }

  const stores = { alpha: stack.simulator.sealed.engine.moneyOut.store, beta: stack.simulator.signed.engine.moneyOut.store };
  const known = new Set(rows.map((row) => row.reference));
  // Other merchants' payouts (the payout file's) are paid by the same providers: checked in their own leg.
  const ours = new Set<string>(await stack.db("payouts").pluck("reference"));
  for (const [name, store] of Object.entries(stores)) {
    for (const record of await store.dueBetween(0, END_OF_TIME)) {
      if (record.operation === "disbursement" && !ours.has(record.reference))
        violations.push(`${name} paid out ${record.reference}, which is no payout of ours`);
    }
  }

  const notified = new Map<string, string[]>();
  for (const notification of stack.endpoint.received) {
    notified.set(notification.reference, [...(notified.get(notification.reference) ?? []), notification.status]);
  }
  const ledger: Array<Record<string, any>> = await stack
    .db("ledger_entries")
    .whereIn("reference", [...known])
    .orderBy("id");
  const attempts = new Map<string, Date[]>();
  for (const attempt of await stack
    .db("provider_attempts")
    .whereIn("reference", [...known])
    .select("reference", "created_at")) {
    attempts.set(attempt.reference, [...(attempts.get(attempt.reference) ?? []), attempt.created_at]);
  }
  const sentTo = new Map<string, string[]>();
  let successTotal = 0n;
  for (const row of rows) {
    const atAlpha = await stores.alpha.get("disbursement", row.reference);
    const atBeta = await stores.beta.get("disbursement", row.reference);
    if (atAlpha && atBeta) violations.push(`${row.reference}: accepted by two providers`);
    const held = atAlpha ?? atBeta;
    sentTo.set(row.reference, [...(atAlpha ? ["alpha"] : []), ...(atBeta ? ["beta"] : [])]);
    const truth = held && finalOutcome(held) === "success" ? "Success" : "Failed";
    const status = row.payout_status as string;
    if (status !== "Success" && status !== "Failed")
      violations.push(`${row.reference}: still ${status} (${row.failure_reason ?? ""})`);
    else if (status !== truth)
      violations.push(
        `${row.reference} (${row.recipient_number}): ${status} (${row.failure_reason ?? "no reason"}) but the provider says ${truth}`,
      );
    if (held && row.provider_code_name !== (atAlpha ? "alpha" : "beta"))
      violations.push(`${row.reference}: paid by ${atAlpha ? "alpha" : "beta"} but recorded at ${row.provider_code_name}`);

    const own = ledger.filter((line) => line.reference === row.reference);
    const count = (kind: string) => linesOf(own, kind).length;
    if (count("payout_hold") !== 2) violations.push(`${row.reference}: ${count("payout_hold")} hold lines`);
    if (status === "Failed" && (count("payout_release") !== 2 || count("payout") !== 0))
      violations.push(`${row.reference}: Failed with ${count("payout_release")} release and ${count("payout")} payout lines`);
    if (status === "Success" && (count("payout_release") !== 0 || count("payout") !== 2))
      violations.push(`${row.reference}: Success with ${count("payout_release")} release and ${count("payout")} payout lines`);
    if (status === "Success") successTotal += toMinorUnits(row.amount) + toMinorUnits(row.fee);

    const statuses = notified.get(row.reference) ?? [];
    if ((status === "Success" || status === "Failed") && statuses.length === 0)
      violations.push(`${row.reference}: merchant never notified`);
    if (statuses.some((seen) => seen !== status))
      violations.push(`${row.reference}: notified ${statuses.join(",")} but it is ${status}`);
  }

  const [sums] = await stack
    .db("ledger_entries as e")
    .join("wallets as w", "w.id", "e.wallet_id")
    .where({ "w.merchant_id": merchantId, "w.currency": "USD" })
    .select(
      stack.db.raw("coalesce(sum(e.amount), 0)::numeric(20,2)::text as balance"),
      stack.db.raw("coalesce(sum(e.amount) filter (where e.account = 'merchant_wallet'), 0)::numeric(20,2)::text as available"),
    );
  const answered = await fetch(`${stack.apis[0]!.url}/api/organization/wallet/`, {
    headers: { authorization: `Bearer ${stack.payoutMerchant.token}` },
  }).then((response) => response.json() as Promise<{ results: Array<Record<string, string>> }>);
  const usd = answered.results.find((one) => one.currency === "USD");
  const expected = fromMinorUnits(toMinorUnits(wallet.funded) - successTotal);
  if (usd?.balance !== sums.balance || usd?.available !== sums.available)
    violations.push(`wallet answers ${JSON.stringify(usd)} but its lines sum to ${JSON.stringify(sums)}`);
  if (usd?.balance !== expected || usd?.pending !== "0.00")
    violations.push(
      `wallet ${JSON.stringify(usd)}: expected balance ${expected} (funding less successful payouts and fees), nothing pending`,
    );

  const approval = approvalViolations(plan, drive.approvals, new Map(rows.map((row) => [row.reference, row])), attempts, sentTo);
  violations.push(...approval.violations);

  return {
    violations,
    approvals: approval.ends,
    statuses: countBy(rows, (row) => row.payout_status),
    refusedForBalance: drive.refusedForBalance.length,
    walletSamples: wallet.samples,
    providers: countBy(rows, (row) => row.provider_code_name ?? "none"),
    cancels: countBy(drive.cancels, ({ first, retry }) => `${first?.status ?? "none"} then ${retry?.status ?? "none"}`),
  };
}
