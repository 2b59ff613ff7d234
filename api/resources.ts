import type { EventResource } from "../domain/events/resources";
import { checkoutApi } from "./checkouts/resource-api";
import { conversionApi } from "./conversions/resource-api";
import { paymentApi } from "./payments/resource-api";
import { payoutApi } from "./payouts/resource-api";
import { refundApi } from "./refunds/resource-api";
import type { ResourceApi } from "./resource-api";

/**
 * The HTTP room of every resource with `movement_events`, by its declared name: a resource declared without its room
 * does not compile. Routes are mounted, the reference document's paths and webhooks gathered and events rendered
 * from this record, in its order.
 */
export const RESOURCE_APIS: Record<EventResource, ResourceApi> = {
  transaction: paymentApi,
  payout: payoutApi,
  refund: refundApi,
  checkout: checkoutApi,
  conversion: conversionApi,
};
