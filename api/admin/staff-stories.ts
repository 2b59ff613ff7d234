import type Router from "@koa/router";
import type { z } from "zod";
import type { Config } from "../../lib/config";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { ledgerEntryView, merchantNotificationView, providerAttemptView, rawCallbackView, transactionEventView } from "./views";

/** A workflow in the Temporal UI. */
export function temporalUiLink(config: Pick<Config, "TEMPORAL_UI_URL" | "TEMPORAL_NAMESPACE">, workflowId: string) {
  return {
    workflow_id: workflowId,
    temporal_ui_url: `${config.TEMPORAL_UI_URL}/namespaces/${encodeURIComponent(config.TEMPORAL_NAMESPACE)}/workflows/${encodeURIComponent(workflowId)}`,
  };
}

/** A staff search across merchants at `path`: one page of `search`'s rows for the query `schema` reads, each in `view`. */
export function staffSearchRoute<Schema extends z.ZodType, Row>(
  router: Router,
  deps: ApiDeps,
  path: string,
  schema: Schema,
  search: (db: ApiDeps["db"], query: z.infer<Schema>) => Promise<{ results: Row[]; next: string | null }>,
  view: (row: Row) => unknown,
): void {
  router.get(path, requireAuth, requireStaff, async (ctx) => {
    const { results, next } = await search(deps.db, parseInput(schema, ctx.query));
    ctx.body = { results: results.map(view), next };
  });
}

/** One movement's whole story for staff at `path` (with its `:reference`), as `storyOf` tells it and `bodyOf` shows it. */
export function staffStoryRoute<Story>(
  router: Router,
  deps: ApiDeps,
  path: string,
  storyOf: (db: ApiDeps["db"], reference: string) => Promise<Story>,
  bodyOf: (story: Story) => unknown,
): void {
  router.get(path, requireAuth, requireStaff, async (ctx) => {
    ctx.body = bodyOf(await storyOf(deps.db, ctx.params.reference!));
  });
}

/** What every movement's staff story records beside the movement itself. */
interface MovementStory {
  merchant: unknown;
  events: Parameters<typeof transactionEventView>[0][];
  attempts: Parameters<typeof providerAttemptView>[0][];
  webhooks: Parameters<typeof rawCallbackView>[0][];
  ledger: Parameters<typeof ledgerEntryView>[0][];
  notifications: Parameters<typeof merchantNotificationView>[0][];
}

/** A movement's staff story as the API shows it after the movement: its merchant, states, provider exchanges, ledger, notifications. */
export function movementStoryParts(story: MovementStory) {
  return {
    merchant: story.merchant,
    events: story.events.map(transactionEventView),
    provider_attempts: story.attempts.map(providerAttemptView),
    provider_webhooks: story.webhooks.map(rawCallbackView),
    ledger_entries: story.ledger.map(ledgerEntryView),
    merchant_notifications: story.notifications.map(merchantNotificationView),
  };
}
