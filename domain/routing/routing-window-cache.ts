import type { Knex } from "knex";
import { eliminatedProviders, type WindowCounts, type WindowQuery, windowCounts } from "./routing-window-store";

/** What routing learns from for one service and currency: each provider's weighted record, and who is eliminated. */
export interface RoutingWindow {
  counts: Map<string, WindowCounts>;
  eliminated: Set<string>;
}

interface Kept {
  /** On the routing clock (the benchmark plays a day on its own). */
  readAt: number;
  window: Promise<RoutingWindow>;
}

/** Per database handle (one per process in production, one per test database in tests). */
const keptByDatabase = new WeakMap<Knex, Map<string, Kept>>();

const keyOf = (service: string, currency: string) => `${service}\u0000${currency}`;

/**
 * The window every instance shares (PostgreSQL's routing_outcomes), read at most once per `cacheMs` of the
 * routing clock per service and currency by each process: a payment's decision then costs no read, and a
 * record at most `cacheMs` old routes as well as a fresh one (outcomes' weights halve every hour). Concurrent
 * decisions share one read. `cacheMs` 0 reads every time.
 */
export async function readRoutingWindow(db: Knex, query: WindowQuery, cacheMs: number): Promise<RoutingWindow> {
  const read = async (): Promise<RoutingWindow> => {
    const [counts, eliminated] = await Promise.all([
      windowCounts(db, query),
      eliminatedProviders(db, query.service, query.currency, query.now),
    ]);
    return { counts, eliminated };
  };
  if (cacheMs <= 0) return read();
  const kept = keptByDatabase.get(db) ?? new Map<string, Kept>();
  keptByDatabase.set(db, kept);
  const key = keyOf(query.service, query.currency);
  const now = query.now.getTime();
  const entry = kept.get(key);
  if (entry && now >= entry.readAt && now - entry.readAt < cacheMs) return entry.window;
  const window = read();
  kept.set(key, { readAt: now, window });
  window.catch(() => {
    if (kept.get(key)?.window === window) kept.delete(key);
  });
  return window;
}

/** Forgets the kept window of a service and currency: this process has just eliminated one of its providers. */
export function forgetRoutingWindow(db: Knex, service: string, currency: string): void {
  keptByDatabase.get(db)?.delete(keyOf(service, currency));
}
