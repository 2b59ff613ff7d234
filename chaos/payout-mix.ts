/**
 * The payouts the chaos run creates beside the payments, for a second merchant whose wallet is funded
 * at the start: recipient-number endings pick the simulator's behaviour (README, "Provider simulator").
 * Every tenth group of ten goes in one bulk request. Never-answered endings are left out: a payout the
 * provider holds without answering stays Processing until it answers, so it could not end in a run.
 * The merchant's approval threshold is APPROVAL_ABOVE: a payout above it awaits approval, and its fate is
 * planned too (approved, then approved again; cancelled; left to expire; approved and cancelled at once).
 */
export interface PlannedPayout {
  merchantReference: string;
  recipientNumber: string;
  amount: string;
  kind: string;
  /** The bulk request it goes in, or null: on its own. */
  bulk: number | null;
  /** Above APPROVAL_ABOVE: what the merchant does while it awaits approval; null: it needs none. */
  approval: ApprovalFate | null;
}

/** The payout merchant's `approval_above` in USD during the run (payouts are 1.00 to 50.00). */
export const APPROVAL_ABOVE = "40.00";
export const APPROVAL_FATES = ["approve", "cancel", "expire", "race"] as const;
export type ApprovalFate = (typeof APPROVAL_FATES)[number];

const KINDS: Array<{ kind: string; suffix: string; weight: number }> = [
  { kind: "success", suffix: "00", weight: 40 },
  { kind: "recipient not found", suffix: "99", weight: 12 },
  { kind: "only the status query tells", suffix: "91", weight: 12 },
  { kind: "webhook twice", suffix: "94", weight: 10 },
  { kind: "forged webhook first", suffix: "93", weight: 6 },
  { kind: "5xx but accepted (ambiguous)", suffix: "96", weight: 10 },
  { kind: "refused by every provider", suffix: "92", weight: 5 },
  { kind: "5xx, not accepted (ambiguous)", suffix: "97", weight: 5 },
];
const TOTAL_WEIGHT = KINDS.reduce((sum, entry) => sum + entry.weight, 0);

function kindAt(slot: number) {
  let remaining = slot;
  for (const entry of KINDS) {
    if (remaining < entry.weight) return entry;
    remaining -= entry.weight;
  }
  throw new Error(`slot ${slot} is beyond the weights`);
}

const BULK_SIZE = 10;

/** A deterministic plan for `count` payouts of 1.00 to 50.00 USD. */
export function planPayouts(count: number, runId: string): PlannedPayout[] {
  let awaiting = 0;
  return Array.from({ length: count }, (_, index) => {
    const entry = kindAt((index * 31) % TOTAL_WEIGHT);
    const cents = 100 + ((index * 7907) % 4_900);
    const group = Math.floor(index / BULK_SIZE);
    const needsApproval = cents > Number(APPROVAL_ABOVE) * 100;
    return {
      merchantReference: `chaos-payout-${runId}-${index}`,
      recipientNumber: `+24382${String(index).padStart(5, "0")}${entry.suffix}`,
      amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`,
      kind: entry.kind,
      bulk: group % 3 === 1 ? group : null,
      approval: needsApproval ? APPROVAL_FATES[awaiting++ % APPROVAL_FATES.length]! : null,
    };
  });
}
