import type { Db } from "../db/connection";
import { deliverDueEvents, type RenderEvent } from "../domain/events/endpoint-delivery";
import { fanOutEvents } from "../domain/events/fan-out";
import { exportEventDeliveryMetrics } from "../domain/events/metrics";
import type { Config } from "../lib/config";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../lib/mailer";
import { runPeriodically } from "../lib/periodic";
import { secretBoxFor } from "../lib/secrets-key";
import { publicOnlyAgent } from "../lib/url-safety";

const FAN_OUT_INTERVAL_MS = 1000;
const DELIVERY_INTERVAL_MS = 1000;

export interface WebhookEndpointLoopDeps {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  /** The event as endpoints receive it: the API's view of the resource (the composition root passes api/events/views.ts). */
  render: RenderEvent;
}

/**
 * Worker-side loops of webhook endpoints: the outbox's fan-out (new events to the endpoints subscribed now) and the
 * delivery of what is due. Both are safe to run in every worker at once (a locked watermark, claimed deliveries).
 */
export function startWebhookEndpointLoops(deps: WebhookEndpointLoopDeps) {
  const { db, config, logger } = deps;
  const agent = publicOnlyAgent(config.CALLBACK_ALLOW_PRIVATE);
  const fanOut = runPeriodically("webhook fan-out", FAN_OUT_INTERVAL_MS, () => fanOutEvents(db), logger);
  const delivery = runPeriodically(
    "webhook endpoint delivery",
    DELIVERY_INTERVAL_MS,
    () =>
      deliverDueEvents({
        db,
        box: secretBoxFor(config),
        agent,
        mailer: deps.mailer,
        render: deps.render,
        disableAfterHours: config.WEBHOOK_ENDPOINT_DISABLE_HOURS,
      }),
    logger,
  );
  exportEventDeliveryMetrics(db);
  return {
    stop: async () => {
      exportEventDeliveryMetrics(undefined);
      await Promise.all([fanOut.stop(), delivery.stop()]);
      await agent.close();
    },
  };
}
