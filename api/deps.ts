import type { Db } from "../db/connection";
import type { Config } from "../lib/config";
import type { Logger } from "../lib/logger";
import type { Mailer } from "../lib/mailer";
import type { FailureLimiters } from "../lib/rate-limit";
import type { TemporalAccess } from "../lib/temporal";
import type { ProviderRegistry } from "../providers/registry";
import type { PaymentWorkflows } from "../workflows/client";

/** What the HTTP layer needs from the outside world; built once per process (or per test). */
export interface ApiDeps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  limiters: FailureLimiters;
  temporal: TemporalAccess;
  workflows: PaymentWorkflows;
  providers: ProviderRegistry;
}
