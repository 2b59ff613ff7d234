import type { Random } from "../domain/routing/beta-sample";
import { shuffled } from "./seed";

/**
 * The payments the chaos run creates: customer-number endings pick the simulator's behaviour (README,
 * "Provider simulator"); `failover` numbers are refused by the first provider only.
 */
export interface PlannedPayment {
  merchantReference: string;
  customerNumber: string;
  amount: string;
  kind: string;
  failover: boolean;
  /** Told failed (status query and webhook), yet settled by the provider: only its statement shows it. */
  lateSuccess: boolean;
}

const KINDS: Array<{ kind: string; suffix: string; weight: number; failover?: boolean; lateSuccess?: boolean }> = [
  { kind: "success", suffix: "00", weight: 38 },
  { kind: "insufficient funds", suffix: "99", weight: 12 },
  { kind: "only the status query tells", suffix: "91", weight: 10 },
  { kind: "webhook twice", suffix: "94", weight: 10 },
  { kind: "forged webhook first", suffix: "93", weight: 5 },
  { kind: "5xx but accepted", suffix: "96", weight: 5 },
  { kind: "failover", suffix: "80", weight: 10, failover: true },
  { kind: "refused everywhere", suffix: "92", weight: 4 },
  { kind: "never answered (expires)", suffix: "98", weight: 4 },
  { kind: "unsettleable (expires)", suffix: "95", weight: 2 },
  { kind: "late success", suffix: "00", weight: 3, lateSuccess: true },
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

/**
 * The plan for `count` payments: their kinds in the weights' proportions (taken in turn, so a small run has
 * every common kind), in an order drawn from the run's seed.
 */
export function planPayments(count: number, runId: string, random: Random): PlannedPayment[] {
  const kinds = shuffled(
    Array.from({ length: count }, (_, index) => kindAt((index * 37) % TOTAL_WEIGHT)),
    random,
  );
  return kinds.map((entry, index) => {
    const cents = 100 + ((index * 7919) % 49_900);
    return {
      merchantReference: `chaos-${runId}-${index}`,
      customerNumber: `+24381${String(index).padStart(5, "0")}${entry.suffix}`,
      amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`,
      kind: entry.kind,
      failover: entry.failover ?? false,
      lateSuccess: entry.lateSuccess ?? false,
    };
  });
}
