import { condition } from "@temporalio/workflow";
import type { MessageInbox } from "./inbox";

/**
 * Every payment's last step: the merchant notification (`notify`, retried for more than a day by its
 * activity options), with messages that arrive meanwhile still applied: late and contrary results are
 * recorded without changing the final state. Ends once the delivery has ended, delivered or not.
 */
export async function notifyAndFinish(inbox: MessageInbox, notify: () => Promise<void>): Promise<void> {
  let deliveryEnded = false;
  const delivery = notify().finally(() => {
    deliveryEnded = true;
  });
  while (!deliveryEnded) {
    await condition(() => deliveryEnded || inbox.hasMessages());
    await inbox.applyAll();
  }
  await delivery.catch(() => undefined);
  await inbox.applyAll();
}
