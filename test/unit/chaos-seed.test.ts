import { planCheckouts } from "../../chaos/checkout-driver";
import { planPayments } from "../../chaos/payment-mix";
import { planRefunds } from "../../chaos/refund-driver";
import { parseSeed, runDice, runId } from "../../chaos/seed";

const planOf = (seed: number) => {
  const dice = runDice(seed);
  return {
    payments: planPayments(40, runId(dice.stream("payment run")), dice.stream("payments")),
    checkouts: planCheckouts(4, runId(dice.stream("checkout run"))),
  };
};

describe("the chaos run's seed", () => {
  it("replays the same plan from the same seed", () => {
    expect(planOf(1234)).toEqual(planOf(1234));
  });

  it("draws another order and other names from another seed, in the same proportions", () => {
    const [one, other] = [planOf(1), planOf(2)];
    expect(one.payments.map((payment) => payment.kind)).not.toEqual(other.payments.map((payment) => payment.kind));
    expect(one.payments[0]!.merchantReference).not.toEqual(other.payments[0]!.merchantReference);
    const count = (plan: typeof one) => {
      const kinds = new Map<string, number>();
      for (const payment of plan.payments) kinds.set(payment.kind, (kinds.get(payment.kind) ?? 0) + 1);
      return Object.fromEntries(kinds);
    };
    expect(count(one)).toEqual(count(other));
  });

  it("keeps each stream apart: a draw in one does not move another", () => {
    const dice = runDice(99);
    const before = runDice(99).stream("refunds")();
    dice.stream("payments")();
    expect(dice.stream("refunds")()).toBe(before);
  });

  it("accepts only an unsigned 32-bit integer", () => {
    expect(parseSeed("4294967295")).toBe(4294967295);
    expect(parseSeed("0")).toBe(0);
    for (const bad of ["", "-1", "1.5", "4294967296", "abc", "12345678901"]) expect(parseSeed(bad)).toBeNull();
  });
});

describe("the chaos run's refunds", () => {
  it("expect the rules' refusal for a checkout try whose success did not count, and only for it", () => {
    const plan = planRefunds(
      [
        { reference: "TX1", amount: "10.00", uncounted: false },
        { reference: "TX2", amount: "10.00", uncounted: true },
      ],
      "abcdef",
    );
    expect(plan.map((refund) => [refund.transactionReference, refund.refusedByRule])).toEqual([
      ["TX1", false],
      ["TX2", true],
      ["TX2", true],
    ]);
  });
});
