import { writeFileSync } from "node:fs";
import path from "node:path";
import { Client, Connection } from "@temporalio/client";
import { historyToJSON } from "@temporalio/common/lib/proto-utils";
import type { PaymentWorld } from "../support/payment-world";

/**
 * Waits for the workflow to end with `status`, then writes its history to `test/histories/<name>.json`, or
 * `<name>-<HISTORY_SUFFIX>.json` when that is set: the same scenario recorded again beside the old one, past a patch.
 */
export async function record(scenario: string, workflowId: string, status: string): Promise<void> {
  const name = process.env.HISTORY_SUFFIX ? `${scenario}-${process.env.HISTORY_SUFFIX}` : scenario;
  const connection = await Connection.connect({ address: process.env.TEST_TEMPORAL_ADDRESS! });
  try {
    const handle = new Client({ connection }).workflow.getHandle(workflowId);
    expect(await handle.result()).toBe(status);
    const history = await handle.fetchHistory();
    const pretty = JSON.stringify(JSON.parse(historyToJSON(history)), null, 2);
    writeFileSync(path.join(__dirname, "../histories", `${name}.json`), `${pretty}\n`);
  } finally {
    await connection.close();
  }
}

/** A payout of 1,000 CDF under `name`, as the recorders' scenarios make it. */
export function createPayout(world: PaymentWorld, name: string, recipientNumber: string) {
  return world.api.http.post(
    "/api/payments/payout/",
    {
      merchant_reference: name,
      amount: "1000.00",
      currency: "CDF",
      recipient_number: recipientNumber,
      callback_url: world.receiver.url,
    },
    { token: world.merchant.token },
  );
}
