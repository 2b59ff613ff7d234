/**
 * The payouts the chaos run creates beside the payments, for a second merchant whose wallet is funded
 * at the start: recipient-number endings pick the simulator's behaviour (README, "Provider simulator").
 * Every tenth group of ten goes in one bulk request. Never-answered endings are left out: a payout the
 * provider holds without answering stays Processing until it answers, so it could not end in a run.
 */
export interface PlannedPayout {
  merchantReference: string;
  recipientNumber: string;
  amount: string;
  kind: string;
  /** The bulk request it goes in, or null: on its own. */
  bulk: number | null;
}

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
  return Array.from({ length: count }, (_, index) => {
    const entry = kindAt((index * 31) % TOTAL_WEIGHT);
    const cents = 100 + ((index * 7907) % 4_900);
    const group = Math.floor(index / BULK_SIZE);
    return {
      merchantReference: `chaos-payout-${runId}-${index}`,
      recipientNumber: `+24382${String(index).padStart(5, "0")}${entry.suffix}`,
      amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`,
      kind: entry.kind,
      bulk: group % 3 === 1 ? group : null,
    };
  });
}
