import type { Knex } from "knex";
import type { Db } from "../../db/connection";
import type { MoneyOperation } from "../../providers/types";
import type { FeeSchedules } from "./fees";
import type { MovementTable } from "./movement-store";
import type { NotificationSubject } from "./notification-subject";
import type { ReferencePrefix } from "./reference";
import type { ResultExpectation } from "./result-match";
import type { SettledKind } from "./settlement";
import type { MovementStatus } from "./status";

/** A row no workflow has read yet, for the orphan sweep; `tooOld`: past the age a customer may still be prompted at. */
export interface AwaitingWorkflow {
  reference: string;
  merchantId: string;
  tooOld: boolean;
}

/** A provider took a movement its send left unsettled (its status query says so): which provider, under which reference. */
export interface ProcessingInput {
  reference: string;
  /** The provider the movement is with (a refund's is its payment's, kept since its creation). */
  providerCodeName: string;
  providerReference: string | null;
}

/**
 * One kind of money movement, as the rooms that cross every kind see it (webhook dispatch, the orphan sweep,
 * reconciliation, merchant notifications): each kind describes itself once, in its own room, and the registry
 * (domain/movement-kinds) lists them. What only its own use cases need (its creation rules, its candidates, its
 * money at creation) stays in its room, written where its API route calls it.
 */
export interface MovementKind<Row extends ResultExpectation = ResultExpectation, Name extends string = string> {
  /** Its name, which the registry's list of kinds is keyed by (the engines, by kind). */
  name: Name;
  /** Its references' prefix (newReference), as its resource declares it. */
  referencePrefix: ReferencePrefix;
  /** The provider operation that moves it; a verified webhook names it. */
  operation: MoneyOperation;
  /** Where its rows and its state changes are kept. */
  table: MovementTable;
  find(db: Knex, reference: string): Promise<Row | undefined>;
  /** How it reaches a final state and what that does to its money (book, release), from the configured fees. */
  settlement(fees: FeeSchedules): SettledKind<Row>;
  /** Pending → Processing, its provider having taken it; answers its state afterwards (a final one stays). */
  markProcessing(db: Db, input: ProcessingInput): Promise<MovementStatus>;
  /** Its Pending rows no workflow has read, oldest first, older than `graceSeconds`. */
  awaitingWorkflow(db: Knex, ages: { graceSeconds: number; maxAgeSeconds: number }, limit: number): Promise<AwaitingWorkflow[]>;
  /** The merchant notification of its row: to which address, and the flat body. */
  notification(row: Row): NotificationSubject;
}
