import type { Db } from "../db/connection";
import type { Config } from "../lib/config";
import type { Logger } from "../lib/logger";
import type { ProviderRegistry } from "../providers/registry";

export interface ActivityDeps {
  config: Config;
  db: Db;
  providers: ProviderRegistry;
  logger: Logger;
}
