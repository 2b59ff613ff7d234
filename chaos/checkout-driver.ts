import { setTimeout as sleep } from "node:timers/promises";
import type { SimulatorEngines } from "./checkout-checks";
import { type ApiTarget, askUntilAnswered, createApiCaller } from "./driver";

/**
 * How a checkout is paid in the chaos run (the number's last two digits pick the simulator's behaviour):
 * - `retry`: a try that fails (99), then one that succeeds;
 * - `cancelled_late`: a try the provider settles but whose webhook is lost (91), the checkout cancelled at once, so
 *   the status query finds a success the checkout can no longer count: refunded from suspense;
 * - `concurrent`: three Pays at once, of which one may start;
 * - `late_reconciled`: a try told failed yet settled (found by reconciliation, refunded), then one that pays.
 */
export type CheckoutKind = "retry" | "cancelled_late" | "concurrent" | "late_reconciled";
const KINDS: CheckoutKind[] = ["retry", "cancelled_late", "concurrent", "late_reconciled"];

export interface PlannedCheckout {
  merchantReference: string;
  kind: CheckoutKind;
  amount: string;
}

export interface CheckoutDrive {
  /** merchant_reference -> checkout id. */
  ids: Map<string, string>;
  /** Numbers told failed yet settled (their overrides are lifted before reconciliation). */
  lateNumbers: string[];
  noAnswer: number;
}

let sequence = 0;
/** A Vodacom number ending in `suffix`, not repeated within a run. */
function number(suffix: string): string {
  sequence += 1;
  return `+24381${String((Date.now() + sequence * 7919) % 100_000).padStart(5, "0")}${suffix}`;
}

export function planCheckouts(count: number, runId: string): PlannedCheckout[] {
  return Array.from({ length: count }, (_, index) => ({
    merchantReference: `chaos-checkout-${runId}-${index}`,
    kind: KINDS[index % KINDS.length]!,
    amount: (5 + (index % 7)).toFixed(2),
  }));
}

/**
 * Opens and pays the planned checkouts through the API and the customer's routes, as a careful client and an
 * impatient customer would, under whatever faults are running: every call is retried until answered.
 */
export async function driveCheckouts(
  plan: PlannedCheckout[],
  apis: ApiTarget[],
  token: string,
  options: { callbackUrl: string; engines: SimulatorEngines },
): Promise<CheckoutDrive> {
  const { call, noAnswer } = createApiCaller(apis, token);
  const ids = new Map<string, string>();
  const lateNumbers: string[] = [];
  const answered = (method: string, path: string, body?: unknown) =>
    askUntilAnswered(async () => {
      const answer = await call(method, path, body);
      return answer && answer.status < 500 ? answer : undefined;
    });
  const pay = (id: string, customerNumber: string) => answered("POST", `/pay/${id}/tries`, { customer_number: customerNumber });
  const currentTry = async (id: string, done: (status: string) => boolean) => {
    for (let attempt = 0; attempt < 240; attempt++) {
      const answer = await call("GET", `/pay/${id}/status`);
      const status = answer?.json?.current_try?.transaction_status;
      if (status && done(status)) return status as string;
      await sleep(500);
    }
    return undefined;
  };
  const final = (status: string) => status === "Success" || status === "Failed";

  await Promise.all(
    plan.map(async (checkout) => {
      const created = await answered("POST", "/api/payments/checkout/", {
        merchant_reference: checkout.merchantReference,
        amount: checkout.amount,
        currency: "USD",
        callback_url: options.callbackUrl,
        expires_in_minutes: 10,
      });
      const id: string | undefined = created?.status === 201 ? created.json.id : created?.json?.error?.details?.id;
      if (!id) return;
      ids.set(checkout.merchantReference, id);
      switch (checkout.kind) {
        case "retry":
          await pay(id, number("99"));
          await currentTry(id, final);
          await pay(id, number("00"));
          return;
        case "cancelled_late":
          await pay(id, number("91"));
          await answered("POST", `/api/payments/checkout/${id}/cancel/`);
          return;
        case "concurrent":
          await Promise.all([0, 1, 2].map(() => pay(id, number("00"))));
          return;
        case "late_reconciled": {
          const late = number("00");
          for (const engine of options.engines) engine.overrides.set(late, "late_success");
          lateNumbers.push(late);
          await pay(id, late);
          await currentTry(id, final);
          await pay(id, number("00"));
          return;
        }
      }
    }),
  );
  return { ids, lateNumbers, noAnswer: noAnswer() };
}
