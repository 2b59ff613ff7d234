import { setTimeout as sleep } from "node:timers/promises";
import {
  type ApiAnswer,
  type ApiTarget,
  askUntilAnswered,
  createApiCaller,
  type DriveResult,
  referenceAnswered,
  wasAnswered,
} from "./driver";
import type { ApprovalFate, PlannedPayout } from "./payout-mix";

/** What a cancel was answered; none: no answer (or only 5xx, 429) in every attempt. */
export type CancelAnswer = { status: number; body: any } | undefined;

/** A payout cancelled as a careful client does, then once more: the second stands for a retry whose first answer was lost. */
export interface CancelRecord {
  reference: string;
  first: CancelAnswer;
  retry: CancelAnswer;
}

/** What the merchant did to a payout awaiting approval, and what it was answered (none: no answer at all). */
export interface ApprovalRecord {
  reference: string;
  fate: ApprovalFate;
  /** Each approval asked, in order (`approve`: twice, the second a repeat; `race`: once). */
  approves: CancelAnswer[];
  cancel?: CancelAnswer;
}

export interface PayoutDriveResult extends DriveResult {
  /** Refused for want of money: `400 insufficient_balance` (never created). */
  refusedForBalance: string[];
  cancels: CancelRecord[];
  approvals: ApprovalRecord[];
}

/** An answer to keep: any but none, a 5xx or a 429 (a lost answer, asked again). */
const answered = (answer: ApiAnswer): CancelAnswer =>
  wasAnswered(answer) ? { status: answer.status, body: answer.json } : undefined;

/** One planned payout in this many is cancelled as soon as its creation is answered, whatever its state. */
const CANCEL_EVERY = 5;

const body = (payout: PlannedPayout, callbackUrl: string) => ({
  merchant_reference: payout.merchantReference,
  amount: payout.amount,
  currency: "USD",
  recipient_number: payout.recipientNumber,
  callback_url: callbackUrl,
});

/**
 * Creates every planned payout as a careful client does (as drivePayments does for payments): a lost
 * answer is asked again with the same merchant_reference, a whole bulk request included, whose repeated
 * items then answer their existing payout's reference. One in CANCEL_EVERY is cancelled once created
 * (most are with a provider by then: 409; a waiting one ends cancelled: 200), and the cancel asked again.
 * One awaiting approval meets its planned fate once created: approved (the password and a fresh recovery
 * code each time, a lost answer asked again) and approved once more, cancelled, left to expire, or approved
 * and cancelled at once.
 */
export async function drivePayouts(
  plan: PlannedPayout[],
  apis: ApiTarget[],
  token: string,
  options: { concurrency: number; callbackUrl: string; approval: { password: string; codes: string[] } },
): Promise<PayoutDriveResult> {
  const references = new Map<string, string>();
  const unresolved = new Set(plan.map((payout) => payout.merchantReference));
  const refusedForBalance: string[] = [];
  const { call, responses, noAnswer } = createApiCaller(apis, token);
  const cancelled = new Set(
    plan.filter((payout, index) => index % CANCEL_EVERY === 2 && !payout.approval).map((payout) => payout.merchantReference),
  );
  const cancels: CancelRecord[] = [];
  const approvals: ApprovalRecord[] = [];
  const codes = [...options.approval.codes];
  let races = 0;

  /** A cancel asked until it is answered: no answer, a 5xx or a 429 is a lost answer, asked again. */
  const cancelAnswered = (reference: string): Promise<CancelAnswer> =>
    askUntilAnswered(async () => answered(await call("POST", `/api/payments/payout/${reference}/cancel/`, {})));

  /** An approval asked until it is answered, each ask with a recovery code of its own (a lost answer may have used one). */
  const approveAnswered = (reference: string): Promise<CancelAnswer> =>
    askUntilAnswered(async () => {
      const otp = codes.shift();
      if (!otp) throw new Error("the chaos run ran out of recovery codes");
      return answered(
        await call("POST", `/api/payments/payout/${reference}/approve/`, { password: options.approval.password, otp }),
      );
    });

  const meetFate = async (reference: string, fate: ApprovalFate) => {
    const record: ApprovalRecord = { reference, fate, approves: [] };
    approvals.push(record);
    if (fate === "approve") {
      record.approves.push(await approveAnswered(reference));
      record.approves.push(await approveAnswered(reference));
    } else if (fate === "cancel") {
      record.cancel = await cancelAnswered(reference);
    } else if (fate === "race") {
      // The approval checks a password first (bcrypt): the cancel leaves a little later, by a varying amount, so
      // that either may reach the workflow first.
      const delay = (races++ * 173) % 700;
      const [approved, cancel] = await Promise.all([
        approveAnswered(reference),
        sleep(delay).then(() => cancelAnswered(reference)),
      ]);
      record.approves.push(approved);
      record.cancel = cancel;
    }
  };

  const cancelIfPlanned = async (payout: PlannedPayout) => {
    const reference = references.get(payout.merchantReference);
    if (reference && payout.approval) return meetFate(reference, payout.approval);
    if (!reference || !cancelled.has(payout.merchantReference)) return;
    const first = await cancelAnswered(reference);
    cancels.push({ reference, first, retry: first && (await cancelAnswered(reference)) });
  };

  const settle = (payout: PlannedPayout, reference: string | undefined, refusedForMoney: boolean) => {
    if (refusedForMoney) refusedForBalance.push(payout.merchantReference);
    else if (reference) references.set(payout.merchantReference, reference);
    else return false;
    unresolved.delete(payout.merchantReference);
    return true;
  };

  const createOne = async (payout: PlannedPayout) => {
    const created = await askUntilAnswered(async () => {
      const answer = await call("POST", "/api/payments/payout/", body(payout, options.callbackUrl));
      if (settle(payout, undefined, answer?.json?.error?.code === "insufficient_balance")) return "refused";
      if (settle(payout, await referenceAnswered(call, answer, payout.merchantReference), false)) return "created";
      return undefined;
    });
    if (created === "created") await cancelIfPlanned(payout);
  };

  const createBulk = async (items: PlannedPayout[]) => {
    const waiting = () => items.filter((item) => unresolved.has(item.merchantReference));
    await askUntilAnswered(async () => {
      const asked = waiting();
      const answer = await call("POST", "/api/payments/payout/bulk/", {
        payouts: asked.map((item) => body(item, options.callbackUrl)),
      });
      if (answer?.status === 201) {
        for (const result of answer.json.results as Array<{ index: number; payout?: { reference: string }; error?: any }>) {
          const item = asked[result.index]!;
          const reference = result.payout?.reference ?? result.error?.details?.reference;
          settle(item, reference, result.error?.code === "insufficient_balance");
        }
      } else if (wasAnswered(answer)) {
        throw new Error(`unexpected ${answer.status} for a bulk payout: ${JSON.stringify(answer.json)}`);
      }
      return waiting().length === 0 || undefined;
    });
    for (const item of items) await cancelIfPlanned(item);
  };

  const jobs: Array<() => Promise<void>> = [];
  const bulks = new Map<number, PlannedPayout[]>();
  for (const payout of plan) {
    if (payout.bulk === null) jobs.push(() => createOne(payout));
    else bulks.set(payout.bulk, [...(bulks.get(payout.bulk) ?? []), payout]);
  }
  for (const items of bulks.values()) jobs.push(() => createBulk(items));
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) await job();
    }),
  );
  return { references, responses, noAnswer: noAnswer(), unresolved: [...unresolved], refusedForBalance, cancels, approvals };
}
