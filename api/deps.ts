import type { Db } from "../db/connection";
import type { MovementEngines } from "../domain/movement-kinds/registry";
import type { PaymentEngine } from "../domain/payments/payment-engine";
import type { PayoutEngine } from "../domain/payouts/payout-engine";
import type { ReconciliationEngine } from "../domain/reconciliation/staff-reconciliation";
import type { RefundEngine } from "../domain/refunds/refund-engine";
import type { Config } from "../lib/config";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../lib/mailer";
import type { TemporalAccess } from "../lib/temporal";
import type { ProviderRegistry } from "../providers/registry";
import type { Limiters } from "./limits";

/** What the HTTP layer needs from the outside world; built once per process (or per test). */
export interface ApiDeps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  limiters: Limiters;
  temporal: TemporalAccess;
  /** The payment engine the use cases start and ask workflows through (the chaos run wraps it with its fault). */
  engine: PaymentEngine;
  /** The payout engine: starts, cancels, approves and wakes payout workflows. */
  payouts: PayoutEngine;
  /** The refund engine: starts refund workflows. */
  refunds: RefundEngine;
  /** Each kind's workflows as webhook dispatch hands them providers' results. */
  engines: MovementEngines;
  /** Reconciliation runs on demand (the daily ones are Temporal Schedules the worker creates). */
  reconciliation: ReconciliationEngine;
  providers: ProviderRegistry;
}
