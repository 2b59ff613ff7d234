import type { ReferencePrefix } from "./reference";

/**
 * What a resource with `movement_events` (a kind of money movement, a checkout) declares once, in its own room, for
 * the lists that cross resources to be derived from it (domain/events/resources.ts): its API event types, the states
 * that notify its `callback_url`. A declaration imports nothing heavy, so the lowest room that lists it may import it.
 */
export interface ResourceDeclaration {
  /** Its `movement_events.resource_type`, and the first word of its event types. */
  readonly name: string;
  /** Its references' prefix (newReference); none for a checkout, whose id is made otherwise. */
  readonly referencePrefix?: ReferencePrefix;
  /** Its API event types `<name>.<verb>`, each the state its change reaches, in the order the API lists them. */
  readonly events: Readonly<Record<string, string>>;
  /** The verbs of `events` whose change also notifies the resource's own `callback_url`. */
  readonly notifiesCallback: readonly string[];
  /**
   * The API scope that creates it and resends its notifications: one of `API_SCOPES` (domain/accounts/scopes.ts, a
   * floor above, so checked where the declarations are listed).
   */
  readonly scope: string;
}

/** The events of a movement a provider moves (a collection, a payout, a refund): it reaches a provider, then ends. */
export const PROVIDER_MOVEMENT_EVENTS = {
  events: { processing: "Processing", succeeded: "Success", failed: "Failed" },
  notifiesCallback: ["succeeded", "failed"],
} as const;
