import { eventually } from "../support/eventually";
import { createStaff } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";

const world = usePaymentWorld({ simulated: true, accountType: "prod", env: { PAYMENT_STATUS_POLL_SECONDS: "60" } });

const create = async (customerNumber: string) => {
  const created = await world.createPayment({ amount: "25.50", currency: "USD", customer_number: customerNumber });
  expect(created.status).toBe(201);
  return created.body.reference as string;
};

/** References of the payment workflows the visibility query lists. */
async function listed(query: string): Promise<string[]> {
  const client = await world.api.deps.temporal.client();
  const references: string[] = [];
  for await (const workflow of client.workflow.list({ query })) {
    references.push(workflow.searchAttributes.PaymentReference?.[0] as string);
  }
  return references.sort();
}

describe("payments findable in the Temporal UI", () => {
  it("lists the payments a provider is sitting on, and each payment's final state", async () => {
    const waiting = await create(mpesaNumber("98")); // accepted by alpha, never answered
    const paid = await create(mpesaNumber());
    const ofThisMerchant = `MerchantId = '${world.merchant.merchantId}'`;

    await eventually(async () => {
      const references = await listed(`PaymentStatus = 'Success' AND ${ofThisMerchant}`);
      return references.includes(paid) ? true : undefined;
    });
    const sittingOn = await eventually(async () => {
      const references = await listed(`PaymentStatus = 'Processing' AND ProviderCodeName = 'alpha' AND ${ofThisMerchant}`);
      return references.length > 0 ? references : undefined;
    });
    expect(sittingOn).toEqual([waiting]);
    expect(await listed(`PaymentReference = '${paid}'`)).toEqual([paid]);

    const client = await world.api.deps.temporal.client();
    const description = await client.workflow.getHandle(`payment-${paid}`).describe();
    expect(description.searchAttributes).toMatchObject({
      PaymentReference: [paid],
      MerchantId: [world.merchant.merchantId],
      PaymentStatus: ["Success"],
      ProviderCodeName: ["alpha"],
    });
  });

  it("lets staff redeliver a final payment's world.merchant notification, audited", async () => {
    const staff = await createStaff(world.api.database.db);
    const reference = await create(mpesaNumber());
    await eventually(
      async () =>
        (await world.api.database
          .db("callback_deliveries")
          .where({ reference, trigger: "final_state", status_code: 200 })
          .first()) ?? undefined,
    );
    const resend = await world.api.http.post(`/api/admin/transactions/${reference}/resend-callback/`, undefined, {
      token: staff.token,
    });
    expect(resend.status).toBe(202);
    expect(resend.body.request_id).toMatch(new RegExp(`^resend-${reference}-`));
    await eventually(
      async () =>
        (await world.api.database.db("callback_deliveries").where({ reference, trigger: "resend", status_code: 200 }).first()) ??
        undefined,
    );
    const audit = await world.api.http.get(`/api/admin/audit-log/?target_id=${reference}`, { token: staff.token });
    expect(audit.body.results).toEqual([
      expect.objectContaining({
        action: "transaction.resend_callback",
        actor: { id: staff.user.id, email: staff.user.email },
        after: { request_id: resend.body.request_id },
      }),
    ]);
  });
});
