import type { RefundRow } from "../../domain/refunds/row";
import type { ResourceApi } from "../resource-api";
import { refundPaths, refundWebhooks } from "./openapi";
import { refundRoutes } from "./routes";
import { refundView } from "./views";

export const refundApi: ResourceApi = {
  mount: refundRoutes,
  paths: refundPaths,
  webhooks: refundWebhooks,
  eventData: (row) => refundView(row as unknown as RefundRow),
};
