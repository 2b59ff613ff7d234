/**
 * What the simulator does with a payment, chosen by the customer number's last two digits
 * (documented in the README's simulator table).
 */
export type Behaviour =
  | "succeed"
  | "insufficient_funds"
  | "never_answer"
  | "error_not_accepted"
  | "error_but_accepted"
  | "timeout_unsettled"
  | "webhook_twice"
  | "bad_signature_first"
  | "reject"
  | "webhook_lost"
  /** Told as failed (query and webhook), yet settled: only the statement shows the success. Set by a test. */
  | "late_success"
  /**
   * The initiation is taken only after `hangMs` (the caller has timed out by then) and then succeeds; a status query
   * meanwhile finds nothing, as a provider's does for a request still on its way. Set by a test.
   */
  | "late_arrival";

const BY_SUFFIX: Record<string, Behaviour> = {
  "99": "insufficient_funds",
  "98": "never_answer",
  "97": "error_not_accepted",
  "96": "error_but_accepted",
  "95": "timeout_unsettled",
  "94": "webhook_twice",
  "93": "bad_signature_first",
  "92": "reject",
  "91": "webhook_lost",
};

export function behaviourFor(phone: string): Behaviour {
  return BY_SUFFIX[phone.slice(-2)] ?? "succeed";
}

/** The contract's sandbox rules: `99` fails (insufficient funds), `98` is never answered, any other succeeds. */
export function sandboxBehaviourFor(phone: string): Behaviour {
  if (phone.endsWith("99")) return "insufficient_funds";
  if (phone.endsWith("98")) return "never_answer";
  return "succeed";
}

export interface SimulatedPayment {
  reference: string;
  providerReference: string;
  amountMinor: bigint;
  currency: string;
  phone: string;
  network: string;
  notifyUrl: string;
  behaviour: Behaviour;
  /** Final once due (never for never_answer). */
  dueAt: number;
}

/** What the provider tells the service: its status query answers and webhooks. */
export const finalOutcome = (payment: Pick<SimulatedPayment, "behaviour">): "success" | "failed" | null =>
  payment.behaviour === "never_answer"
    ? null
    : payment.behaviour === "insufficient_funds" || payment.behaviour === "late_success"
      ? "failed"
      : "success";

/** What the provider actually settled, as its statement shows: a late success settled although it was told failed. */
export const settledOutcome = (payment: Pick<SimulatedPayment, "behaviour">): "success" | "failed" | null =>
  payment.behaviour === "late_success" ? "success" : finalOutcome(payment);

export const isFinal = (payment: Pick<SimulatedPayment, "behaviour" | "dueAt">, now = Date.now()) =>
  finalOutcome(payment) !== null && now >= payment.dueAt;
