import type { PaymentRow } from "../../domain/payments/row";
import type { ResourceApi } from "../resource-api";
import { paymentPaths, paymentWebhooks } from "./openapi";
import { paymentRoutes } from "./routes";
import { transactionView } from "./views";

export const paymentApi: ResourceApi = {
  mount: paymentRoutes,
  paths: paymentPaths,
  webhooks: paymentWebhooks,
  eventData: (row) => transactionView(row as unknown as PaymentRow),
};
