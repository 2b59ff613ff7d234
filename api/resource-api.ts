import type Router from "@koa/router";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import type { CheckoutTry } from "../domain/checkouts/row";
import type { ResourceEventRow } from "../domain/events/resources";
import type { ApiDeps } from "./deps";

/** What rendering an event needs beyond its row: a checkout's tries (any of them; those begun by then are shown). */
export interface EventRendering {
  publicBaseUrl: string;
  checkoutTries: CheckoutTry[];
}

/**
 * A resource's HTTP room as the shared API sees it: its routes, its part of the reference document and the view its
 * events carry. Each room declares its own; they are listed once (api/resources.ts), and the mounted routes, the
 * reference document and the events' data are derived from that list.
 */
export interface ResourceApi {
  mount(router: Router, deps: ApiDeps): void;
  paths: ZodOpenApiPathsObject;
  /** The notifications it sends to a merchant's `callback_url`, as OpenAPI webhooks. */
  webhooks?: ZodOpenApiPathsObject;
  /** The resource as the API showed it when the event happened, from the row the event stored. */
  eventData(row: Record<string, unknown>, event: ResourceEventRow, rendering: EventRendering): Record<string, unknown>;
}
