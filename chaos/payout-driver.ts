import { type ApiTarget, createApiCaller, type DriveResult, referenceAnswered } from "./driver";
import type { PlannedPayout } from "./payout-mix";

/** What a cancel was answered; none: no answer (or only 5xx, 429) in every attempt. */
export type CancelAnswer = { status: number; body: any } | undefined;

/** A payout cancelled as a careful client does, then once more: the second stands for a retry whose first answer was lost. */
export interface CancelRecord {
  reference: string;
  first: CancelAnswer;
  retry: CancelAnswer;
}

export interface PayoutDriveResult extends DriveResult {
  /** Refused for want of money: `400 insufficient_balance` (never created). */
  refusedForBalance: string[];
  cancels: CancelRecord[];
}

/** One planned payout in this many is cancelled as soon as its creation is answered, whatever its state. */
const CANCEL_EVERY = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
 */
export async function drivePayouts(
  plan: PlannedPayout[],
  apis: ApiTarget[],
  token: string,
  options: { concurrency: number; callbackUrl: string },
): Promise<PayoutDriveResult> {
  const references = new Map<string, string>();
  const unresolved = new Set(plan.map((payout) => payout.merchantReference));
  const refusedForBalance: string[] = [];
  const { call, responses, noAnswer } = createApiCaller(apis, token);
  const cancelled = new Set(plan.filter((_, index) => index % CANCEL_EVERY === 2).map((payout) => payout.merchantReference));
  const cancels: CancelRecord[] = [];

  /** A cancel asked until it is answered: no answer, a 5xx or a 429 is a lost answer, asked again. */
  const cancelAnswered = async (reference: string): Promise<CancelAnswer> => {
    for (let attempt = 0; attempt < 60; attempt++) {
      const answer = await call("POST", `/api/payments/payout/${reference}/cancel/`, {});
      if (answer && answer.status < 500 && answer.status !== 429) return { status: answer.status, body: answer.json };
      await sleep(500);
    }
    return undefined;
  };

  const cancelIfPlanned = async (payout: PlannedPayout) => {
    const reference = references.get(payout.merchantReference);
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
    for (let attempt = 0; attempt < 60; attempt++) {
      const answer = await call("POST", "/api/payments/payout/", body(payout, options.callbackUrl));
      if (settle(payout, undefined, answer?.json?.error?.code === "insufficient_balance")) return;
      if (settle(payout, await referenceAnswered(call, answer, payout.merchantReference), false)) return cancelIfPlanned(payout);
      await sleep(500);
    }
  };

  const createBulk = async (items: PlannedPayout[]) => {
    for (let attempt = 0; attempt < 60 && items.some((item) => unresolved.has(item.merchantReference)); attempt++) {
      const waiting = items.filter((item) => unresolved.has(item.merchantReference));
      const answer = await call("POST", "/api/payments/payout/bulk/", {
        payouts: waiting.map((item) => body(item, options.callbackUrl)),
      });
      if (answer?.status === 201) {
        for (const result of answer.json.results as Array<{ index: number; payout?: { reference: string }; error?: any }>) {
          const item = waiting[result.index]!;
          const reference = result.payout?.reference ?? result.error?.details?.reference;
          settle(item, reference, result.error?.code === "insufficient_balance");
        }
      } else if (answer && answer.status < 500 && answer.status !== 429) {
        throw new Error(`unexpected ${answer.status} for a bulk payout: ${JSON.stringify(answer.json)}`);
      }
      if (items.some((item) => unresolved.has(item.merchantReference))) await sleep(500);
    }
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
  return { references, responses, noAnswer: noAnswer(), unresolved: [...unresolved], refusedForBalance, cancels };
}
