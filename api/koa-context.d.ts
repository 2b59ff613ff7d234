import type { Db } from "../db/connection";

declare module "koa" {
  interface DefaultContext {
    /** The process's database, for middleware that has no other access to it. */
    db: Db;
  }
}
