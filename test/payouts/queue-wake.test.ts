import { randomBytes } from "node:crypto";
import { eventually } from "../support/eventually";
import { createStaff, creditWallet } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";

/**
 * A payout waiting because every provider is disabled is woken by staff enabling one (a signal), long
 * before its own timer (an hour here) would look again.
 */
const world = usePaymentWorld({ simulated: true, accountType: "prod", env: { PAYOUT_QUEUE_RECHECK_SECONDS: "3600" } });

const setEnabled = async (token: string, codeName: string, enabled: boolean) => {
  const response = await world.api.http.patch(`/api/admin/providers/${codeName}/`, { enabled }, { token });
  expect(response.status).toBe(200);
};

it("waits while every provider is disabled and goes as soon as staff enable one", async () => {
  const staff = await createStaff(world.api.database.db);
  await creditWallet(world.api.database.db, world.merchant.merchantId, "USD", "500.00");
  await setEnabled(staff.token, "alpha", false);
  await setEnabled(staff.token, "beta", false);

  const created = await world.api.http.post(
    "/api/payments/payout/",
    {
      merchant_reference: `po-${randomBytes(5).toString("hex")}`,
      amount: "100.00",
      currency: "USD",
      recipient_number: mpesaNumber(),
      callback_url: world.receiver.url,
    },
    { token: world.merchant.token },
  );
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ payout_status: "Pending", provider_code_name: null });
  expect(created.body.failure_reason).toMatch(/^waiting: /);
  const queued = await world.api.database.db("payouts").where({ reference: created.body.reference }).first();
  expect(queued.queued_since).not.toBeNull();

  await setEnabled(staff.token, "beta", true);
  const final = await eventually(async () => {
    const { body } = await world.api.http.get(`/api/payments/payout/${created.body.reference}/`, { token: world.merchant.token });
    return body.payout_status === "Success" ? body : undefined;
  }, 15_000);
  expect(final).toMatchObject({ provider_code_name: "beta", failure_reason: null });
});
