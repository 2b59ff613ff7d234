import { paymentWorkflowId } from "../../workflows/definitions";
import { payoutWorkflowId } from "../../workflows/payout-definitions";
import { refundWorkflowId } from "../../workflows/refund-definitions";
import { eventually } from "../support/eventually";
import { creditWallet } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { enrolTwoFactor } from "../support/two-factor";
import { createPayout, record } from "./history-recording";

/**
 * Records the PaymentWorkflow, PayoutWorkflow and RefundWorkflow histories `replay.test.ts` replays, from real
 * sandbox payments, payouts and refunds through the API and a worker. Not a test (its name does not end in `.test.ts`); run it after a change to the
 * workflow's commands, before the first release only (docs/workflow-versioning.md):
 *   npx jest --testMatch '<rootDir>/test/workflows/record-histories.ts'
 * After the first release, record only a new branch's histories (docs/workflow-versioning.md), e.g. the approvals':
 *   npx jest --testMatch '<rootDir>/test/workflows/record-histories.ts' -t approval
 * or the refund's, which takes the patch `refund-search-attributes` (refund-success.json, which does not, was
 * recorded by this scenario from the code before the patch):
 *   npx jest --testMatch '<rootDir>/test/workflows/record-histories.ts' -t refund
 */
const SCENARIOS = [
  { name: "payment-success", customerNumber: "+243812345600", status: "Success" },
  { name: "payment-failed", customerNumber: "+243812345699", status: "Failed" },
];

const PAYOUT_SCENARIOS = [
  { name: "payout-success", recipientNumber: "+243812345600", status: "Success" },
  { name: "payout-failed", recipientNumber: "+243812345699", status: "Failed" },
];

/** A payout awaiting approval: approved, cancelled, or left to expire (PAYOUT_APPROVAL_HOURS, 7.2 s here). */
const APPROVAL_SCENARIOS = [
  { name: "payout-approval-approved", end: "approve", status: "Success" },
  { name: "payout-approval-cancelled", end: "cancel", status: "Failed" },
  { name: "payout-approval-expired", end: "expire", status: "Failed" },
] as const;

const world = usePaymentWorld({ env: { PAYOUT_APPROVAL_HOURS: "0.002" } });

it.each(SCENARIOS)("records the $name history", async ({ name, customerNumber, status }) => {
  const created = await world.createPayment({ customer_number: customerNumber });
  expect(created.status).toBe(201);
  await record(name, paymentWorkflowId(created.body.reference), status);
});

it.each(PAYOUT_SCENARIOS)("records the $name history", async ({ name, recipientNumber, status }) => {
  await creditWallet(world.api.database.db, world.merchant.merchantId, "CDF", "5000.00");
  const created = await createPayout(world, name, recipientNumber);
  expect(created.status).toBe(201);
  await record(name, payoutWorkflowId(created.body.reference), status);
});

let twoFactor: Awaited<ReturnType<typeof enrolTwoFactor>> | undefined;

it.each(APPROVAL_SCENARIOS)("records the $name history (approval)", async ({ name, end, status }) => {
  const { http } = world.api;
  const { token, password } = world.merchant;
  if (!twoFactor) {
    twoFactor = await enrolTwoFactor(http, world.merchant);
    const controls = { ip_allowlist: [], daily_limits: {}, approval_above: { CDF: "500.00" } };
    expect(
      (await http.put("/api/organization/money-out-controls/", { ...controls, password, otp: twoFactor.nextCode() }, { token }))
        .status,
    ).toBe(200);
  }
  await creditWallet(world.api.database.db, world.merchant.merchantId, "CDF", "5000.00");
  const created = await http.post(
    "/api/payments/payout/",
    {
      merchant_reference: name,
      amount: "1000.00",
      currency: "CDF",
      recipient_number: "+243812345600",
      callback_url: world.receiver.url,
    },
    { token },
  );
  expect(created.body).toMatchObject({ payout_status: "Pending", approval_status: "awaiting_approval" });
  const path = `/api/payments/payout/${created.body.reference}`;
  if (end === "approve")
    expect((await http.post(`${path}/approve/`, { password, otp: twoFactor.nextCode() }, { token })).status).toBe(200);
  if (end === "cancel") expect((await http.post(`${path}/cancel/`, undefined, { token })).status).toBe(200);
  await record(name, payoutWorkflowId(created.body.reference), status);
});

it("records the refund-success-search-attributes history", async () => {
  const { http } = world.api;
  const paid = await world.createPayment({ customer_number: "+243812345600" });
  expect(paid.status).toBe(201);
  await eventually(async () => {
    const { body } = await http.get(`/api/payments/transaction/${paid.body.reference}/`, { token: world.merchant.token });
    return body.transaction_status === "Success" ? body : undefined;
  });
  await creditWallet(world.api.database.db, world.merchant.merchantId, "CDF", "5000.00");
  const created = await http.post(
    `/api/payments/transaction/${paid.body.reference}/refund/`,
    { merchant_reference: "refund-success", amount: "500.00" },
    { token: world.merchant.token },
  );
  expect(created.status).toBe(201);
  await record("refund-success-search-attributes", refundWorkflowId(created.body.reference), "Success");
});
