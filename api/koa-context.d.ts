import type { Db } from "../db/connection";
import type { Config } from "../lib/config";

declare module "koa" {
  interface DefaultContext {
    /** The process's database, for middleware that has no other access to it. */
    db: Db;
    /** The process's configuration, for middleware (requireStaff reads STAFF_REQUIRE_TOTP). */
    config: Config;
  }
}
