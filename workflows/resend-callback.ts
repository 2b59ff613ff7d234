import { proxyActivities } from "@temporalio/workflow";
import type { Activities } from "../activities";
import { merchantCallback } from "./activity-options";

const callbacks = proxyActivities<Activities>(merchantCallback);

/** A merchant's request to receive a terminal transaction's callback again, on the same retry schedule. */
export async function ResendCallbackWorkflow(input: { reference: string }): Promise<void> {
  await callbacks.deliverMerchantCallback({ reference: input.reference, trigger: "resend" });
}
