import { setTimeout as sleep } from "node:timers/promises";
import type { PlannedPayment } from "./payment-mix";

export interface ApiTarget {
  url: string;
  name: string;
}

export interface ResponseRecord {
  api: string;
  status: number;
  code?: string;
  message?: string;
  /** The reference an error answer names (`details.reference`). */
  reference?: string;
  /** A bulk answer's items that are errors, with the reference each names. */
  itemErrors?: Array<{ code?: string; reference?: string }>;
  at: number;
}

export interface DriveResult {
  references: Map<string, string>;
  responses: ResponseRecord[];
  /** Requests that got no answer (a process killed under them or down). */
  noAnswer: number;
  unresolved: string[];
}

/**
 * The most times a careful client asks for one thing. Waits of 0.5, 1 and 2 s, then 4 s, make it keep asking for
 * at least four minutes: longer than the faults keep a resource from answering (a creation cut short waits for the
 * orphan sweep, which waits for Temporal and a worker; runs saw more than a minute of "not running yet").
 */
export const MOST_ASKS = 64;

/** Asks until `ask` (given its index) has an answer, waiting longer between asks; undefined if it never had. */
export async function askUntilAnswered<T>(ask: (index: number) => Promise<T | undefined>): Promise<T | undefined> {
  for (let index = 0; index < MOST_ASKS; index++) {
    const answer = await ask(index);
    if (answer !== undefined) return answer;
    if (index < MOST_ASKS - 1) await sleep(Math.min(4000, 500 * 2 ** index));
  }
  return undefined;
}

/** Calls the APIs in turn as the merchant, recording every answer (and every request left unanswered). */
export function createApiCaller(apis: ApiTarget[], token: string) {
  const responses: ResponseRecord[] = [];
  const state = { noAnswer: 0, turn: 0 };
  const call = async (method: string, path: string, body?: unknown) => {
    const api = apis[state.turn++ % apis.length]!;
    try {
      const response = await fetch(`${api.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      const json = (await response.json().catch(() => undefined)) as any;
      const itemErrors = Array.isArray(json?.results)
        ? (json.results as Array<{ error?: { code?: string; details?: { reference?: string } } }>)
            .filter((item) => item.error)
            .map((item) => ({ code: item.error?.code, reference: item.error?.details?.reference }))
        : [];
      responses.push({
        api: api.name,
        status: response.status,
        code: json?.error?.code,
        message: json?.error?.message,
        reference: json?.error?.details?.reference,
        ...(itemErrors.length > 0 ? { itemErrors } : {}),
        at: Date.now(),
      });
      return { status: response.status, json, location: response.headers.get("location") };
    } catch {
      state.noAnswer += 1;
      return undefined;
    }
  };
  return { call, responses, noAnswer: () => state.noAnswer };
}

export type ApiCall = ReturnType<typeof createApiCaller>["call"];
export type ApiAnswer = Awaited<ReturnType<ApiCall>>;

/** Whether a call was answered: no answer, a 5xx or a 429 is a lost answer, to be asked again. */
export const wasAnswered = (answer: ApiAnswer): answer is NonNullable<ApiAnswer> =>
  answer !== undefined && answer.status < 500 && answer.status !== 429;

/**
 * Where a creation's answer points: the resource created, the one a repeat already created (followed by
 * its Location), or the reference a 502 or 503 names; undefined: ask again.
 */
export async function referenceAnswered(
  call: ApiCall,
  answer: Awaited<ReturnType<ApiCall>>,
  what: string,
): Promise<string | undefined> {
  if (answer?.status === 201) return answer.json.reference;
  if (answer?.status === 502) return answer.json.error.details.reference;
  if (answer?.status === 400 && answer.location) {
    // Each call goes to the next API: one dead API must not stand between every duplicate and its Location.
    for (let follow = 0; follow < 3; follow++) {
      const existing = await call("GET", answer.location);
      if (existing?.status === 200) return existing.json.reference;
    }
  } else if (answer?.status === 503 && answer.json?.error?.details?.reference) {
    return answer.json.error.details.reference;
  } else if (answer && answer.status < 500 && answer.status !== 400) {
    throw new Error(`unexpected ${answer.status} creating ${what}: ${JSON.stringify(answer.json)}`);
  }
  return undefined;
}

/**
 * Creates every planned payment as a careful client does: retries a lost answer or a 503 with the same
 * merchant_reference, and follows a duplicate's Location to the transaction it already created.
 */
export async function drivePayments(
  plan: PlannedPayment[],
  apis: ApiTarget[],
  token: string,
  options: { concurrency: number; callbackUrl: string; onCreated: (done: number) => void },
): Promise<DriveResult> {
  const references = new Map<string, string>();
  const unresolved: string[] = [];
  const { call, responses, noAnswer } = createApiCaller(apis, token);
  let done = 0;

  const createOne = (payment: PlannedPayment, callbackUrl: string) =>
    askUntilAnswered(async () => {
      const answer = await call("POST", "/api/payments/transaction/", {
        merchant_reference: payment.merchantReference,
        amount: payment.amount,
        currency: "USD",
        service: "MPESA",
        customer_number: payment.customerNumber,
        callback_url: callbackUrl,
      });
      return referenceAnswered(call, answer, payment.merchantReference);
    });

  const queue = [...plan];
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let payment = queue.shift(); payment; payment = queue.shift()) {
        const reference = await createOne(payment, options.callbackUrl);
        if (reference) references.set(payment.merchantReference, reference);
        else unresolved.push(payment.merchantReference);
        options.onCreated(++done);
      }
    }),
  );
  return { references, responses, noAnswer: noAnswer(), unresolved };
}
