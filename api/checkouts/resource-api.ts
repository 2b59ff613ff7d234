import type { CheckoutRow } from "../../domain/checkouts/row";
import type { ResourceApi } from "../resource-api";
import { checkoutPaths, checkoutWebhooks } from "./openapi";
import { checkoutRoutes } from "./routes";
import { checkoutView } from "./views";

export const checkoutApi: ResourceApi = {
  mount: checkoutRoutes,
  paths: checkoutPaths,
  webhooks: checkoutWebhooks,
  /** A checkout as it was then, with the tries begun by then, as they stand. */
  eventData: (row, event, rendering) => {
    const tries = rendering.checkoutTries.filter(
      (one) => one.checkout_id === event.reference && new Date(one.created_at) <= new Date(event.created_at),
    );
    return checkoutView({ ...(row as unknown as CheckoutRow), tries }, rendering.publicBaseUrl);
  },
};
