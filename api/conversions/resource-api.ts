import type { ConversionRow } from "../../domain/conversions/row";
import type { ResourceApi } from "../resource-api";
import { conversionPaths } from "./openapi";
import { conversionRoutes } from "./routes";
import { conversionView } from "./views";

export const conversionApi: ResourceApi = {
  mount: conversionRoutes,
  paths: conversionPaths,
  eventData: (row) => conversionView(row as unknown as ConversionRow),
};
