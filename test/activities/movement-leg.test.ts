import type { ActivityDeps } from "../../activities/deps";
import { createMovementLegActivities, type MovementLegActivities, recordedLegActivities } from "../../activities/movement-leg";
import { kindNamed } from "../../domain/movement-kinds/registry";
import { paymentKind } from "../../domain/payments/payment-kind";
import type { ProviderResult } from "../../providers/types";

/** A shared leg that answers each step with what it was asked, so a recorded name shows the kind and step it reached. */
function echoingLeg() {
  const asked: Array<{ step: string; kind: string; reference: string }> = [];
  const answer = (step: string) => async (input: { kind: string; reference: string }) => {
    asked.push({ step, kind: input.kind, reference: input.reference });
    return step === "markMovementProcessing" ? "Processing" : { changed: true, status: "Failed" };
  };
  const leg = {
    settleMovement: answer("settleMovement"),
    failMovement: answer("failMovement"),
    markMovementProcessing: answer("markMovementProcessing"),
    queryMovementStatus: answer("queryMovementStatus"),
  } as unknown as MovementLegActivities;
  return { leg, asked };
}

const result: ProviderResult = {
  reference: "R",
  providerReference: "P-1",
  status: "Success",
  amount: "10.00",
  currency: "CDF",
  customerNumber: "+243812345678",
  failureCode: null,
};
const settlement = { reference: "R", providerCodeName: "alpha", result, rawCallbackId: null, source: "webhook" as const };
const failure = { reference: "R", failure: { reason: "expired" as const, code: null } };
const processing = { reference: "R", providerCodeName: "alpha", providerReference: "P-1" };

describe("the provider leg's activities under the names histories recorded before the one set", () => {
  it("runs each recorded name as the shared step of its own kind", async () => {
    const { leg, asked } = echoingLeg();
    const recorded = recordedLegActivities(leg);
    await recorded.settleTransaction(settlement);
    await recorded.failTransaction(failure);
    await recorded.markProcessing(processing);
    await recorded.settlePayout(settlement);
    await recorded.failPayout(failure);
    await recorded.markPayoutProcessing(processing);
    const { customerNumber: _, ...refunded } = result;
    await recorded.settleRefund({ ...settlement, result: { ...refunded, collectionReference: null } });
    await recorded.failRefund(failure);
    await recorded.markRefundProcessing(processing);
    expect(asked.map(({ step, kind }) => `${kind} ${step}`)).toEqual([
      "payment settleMovement",
      "payment failMovement",
      "payment markMovementProcessing",
      "payout settleMovement",
      "payout failMovement",
      "payout markMovementProcessing",
      "refund settleMovement",
      "refund failMovement",
      "refund markMovementProcessing",
    ]);
  });

  it("takes a payment's kind under the name its steps carried before the one name (collection)", async () => {
    expect(kindNamed("collection")).toBe(paymentKind);
    const answered = (kind: string) => async () => ({ kind: "final" as const, result: { kind } as never });
    const leg = createMovementLegActivities({} as ActivityDeps, {
      payment: answered("payment"),
      payout: answered("payout"),
      refund: answered("refund"),
    });
    const outcome = await leg.queryMovementStatus({ kind: "collection", reference: "R", providerCodeName: "alpha" });
    expect(outcome).toEqual({ kind: "final", result: { kind: "payment" } });
  });

  it("answers a payment's failure as its recorded activity did: the status alone", async () => {
    const { leg } = echoingLeg();
    expect(await recordedLegActivities(leg).failTransaction(failure)).toBe("Failed");
    expect(await recordedLegActivities(leg).failPayout(failure)).toEqual({ changed: true, status: "Failed" });
  });
});
