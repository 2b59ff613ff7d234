import type { Behaviour } from "../../simulator/behaviour";
import { paymentWorkflowId } from "../../workflows/definitions";
import { payoutWorkflowId } from "../../workflows/payout-definitions";
import { refundWorkflowId } from "../../workflows/refund-definitions";
import { eventually } from "../support/eventually";
import { creditWallet } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";
import { createPayout, record } from "./history-recording";

/**
 * Records the histories of the provider leg's status-query branches, which `replay.test.ts` replays: a result learned
 * from the status query (the webhook lost) for each kind, a payment still pending at its expiry, and a payout and a
 * refund their provider says it never received, sent again. Not a test; run it after a change to those commands,
 * as record-histories.ts says:
 *   npx jest --testMatch '<rootDir>/test/workflows/record-status-query-histories.ts'
 */
const world = usePaymentWorld({
  simulated: true,
  accountType: "prod",
  // Asked after 1 s without a webhook; a payment still pending after 10.8 s has expired.
  env: { PAYMENT_STATUS_POLL_SECONDS: "1", PAYMENT_EXPIRY_HOURS: "0.003" },
});

beforeAll(async () => {
  await creditWallet(world.api.database.db, world.merchant.merchantId, "CDF", "10000.00");
});

/** Both simulated protocols play `behaviour` for `number` until `restore` is called. */
function playing(number: string, behaviour: Behaviour): { restore: () => void } {
  const engines = [world.simulator.sealed.engine, world.simulator.signed.engine];
  for (const engine of engines) engine.overrides.set(number, behaviour);
  return {
    restore: () => {
      for (const engine of engines) engine.overrides.delete(number);
    },
  };
}

/** The reference of a creation, whether it answered the movement or an error naming it. */
const referenceOf = (created: { body: { reference?: string; error?: { details?: { reference?: string } } } }) =>
  created.body.reference ?? created.body.error!.details!.reference!;

const pay = async (customerNumber: string) => {
  const created = await world.createPayment({ customer_number: customerNumber });
  expect(created.status).toBe(201);
  return created.body.reference as string;
};

const paid = async (customerNumber: string) => {
  const reference = await pay(customerNumber);
  await eventually(async () => {
    const { body } = await world.api.http.get(`/api/payments/transaction/${reference}/`, { token: world.merchant.token });
    return body.transaction_status === "Success" ? body : undefined;
  });
  return reference;
};

const refund = (name: string, transactionReference: string) =>
  world.api.http.post(
    `/api/payments/transaction/${transactionReference}/refund/`,
    { merchant_reference: name, amount: "500.00" },
    { token: world.merchant.token },
  );

it("records the payment-status-query history", async () => {
  const reference = await pay(mpesaNumber("91"));
  await record("payment-status-query", paymentWorkflowId(reference), "Success");
});

it("records the payment-expired history", async () => {
  const reference = await pay(mpesaNumber("98"));
  await record("payment-expired", paymentWorkflowId(reference), "Failed");
});

it("records the payout-status-query history", async () => {
  const created = await createPayout(world, "payout-status-query", mpesaNumber("91"));
  expect(created.status).toBe(201);
  await record("payout-status-query", payoutWorkflowId(created.body.reference), "Success");
});

it("records the payout-sent-again history", async () => {
  const number = mpesaNumber();
  const lost = playing(number, "error_not_accepted");
  const created = await createPayout(world, "payout-sent-again", number);
  lost.restore();
  await record("payout-sent-again", payoutWorkflowId(referenceOf(created)), "Success");
});

it("records the refund-status-query history", async () => {
  const created = await refund("refund-status-query", await paid(mpesaNumber("91")));
  expect(created.status).toBe(201);
  await record("refund-status-query", refundWorkflowId(created.body.reference), "Success");
});

it("records the refund-sent-again history", async () => {
  const number = mpesaNumber();
  const transaction = await paid(number);
  const lost = playing(number, "error_not_accepted");
  const created = await refund("refund-sent-again", transaction);
  lost.restore();
  await record("refund-sent-again", refundWorkflowId(referenceOf(created)), "Success");
});
