import type { PayoutRow } from "../../domain/payouts/row";
import type { ResourceApi } from "../resource-api";
import { payoutPaths, payoutWebhooks } from "./openapi";
import { payoutRoutes } from "./routes";
import { payoutView } from "./views";

export const payoutApi: ResourceApi = {
  mount: payoutRoutes,
  paths: payoutPaths,
  webhooks: payoutWebhooks,
  eventData: (row) => payoutView(row as unknown as PayoutRow),
};
