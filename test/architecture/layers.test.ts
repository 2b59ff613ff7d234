import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Imports run downward only. Each folder may import itself and the folders listed for it; anything
 * else is an arrow pointing up (or sideways across the architecture) and fails here.
 */
const ROOT = path.resolve(__dirname, "../..");
const MAY_IMPORT: Record<string, readonly string[]> = {
  lib: [],
  db: ["lib"],
  providers: ["lib", "db"],
  simulator: ["providers", "lib", "db"],
  domain: ["providers", "db", "lib"],
  activities: ["domain", "providers", "db", "lib"],
  workflows: ["domain", "providers", "lib"],
  api: ["workflows", "domain", "simulator", "providers", "lib"],
  worker: ["workflows", "activities", "domain", "providers", "db", "lib"],
  runtime: ["api", "worker", "workflows", "activities", "domain", "simulator", "providers", "db", "lib"],
};
/**
 * Inside domain/, each room on its floor, lowest first: a room imports only rooms of lower floors, type-only
 * imports too. The core (what every kind of money movement uses) sits at the bottom; the kinds above the
 * rooms they use; what serves every kind (notifications, webhook dispatch, reconciliation, staff's stories) on top.
 */
const DOMAIN_FLOORS: ReadonlyArray<readonly string[]> = [
  ["catalogue", "merchant-notifications", "provider-webhooks", "database-health.ts"],
  ["core"],
  ["ledger"],
  ["accounts"],
  ["routing", "wallet", "money-out-controls"],
  ["movement-rules", "provider-floats"],
  ["payments"],
  ["payouts", "refunds", "conversions"],
  ["movement-kinds", "checkouts", "payout-files"],
  ["reconciliation", "notification-delivery", "webhook-dispatch", "staff-stories"],
  ["events"],
];
/**
 * Workflows import activities as types only, as Temporal intends: no activity code enters the bundle.
 * The API names the database handle's type (to pass it on) but runs no query: tables are the domain's.
 */
const TYPE_ONLY: Record<string, readonly string[]> = { workflows: ["activities"], api: ["db"] };
/** Packages that query a database: under api/ they may only be imported as types. */
const DATABASE_PACKAGES = ["knex", "objection", "pg", "pg-query-stream"];
/** Workflow code is bundled for Temporal's sandbox: only modules free of Node and I/O may enter it. */
const WORKFLOW_SAFE_DOMAIN = [
  "domain/routing/failover.ts",
  "domain/payments/payment-engine.ts",
  "domain/core/engine-start.ts",
  "domain/core/status.ts",
  "domain/core/workflow-failures.ts",
  "domain/merchant-notifications/retry-schedule.ts",
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith(".ts") && !name.endsWith(".d.ts") ? [full] : [];
  });
}

interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** `import type { A }`, or `import { type A, type B }`: nothing of it exists at run time. */
function isTypeOnly(statement: string): boolean {
  if (/^\s*(import|export)\s+type\b/.test(statement)) return true;
  const names = /\{([^}]*)\}/.exec(statement)?.[1];
  if (!names || /^\s*import\s+[\w$]+\s*,/.test(statement)) return false;
  const specifiers = names
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return specifiers.length > 0 && specifiers.every((name) => name.startsWith("type "));
}

function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(file, "utf8");
  const edges: ImportEdge[] = [];
  const pattern = /^\s*(?:import|export)\s[^;]*?from\s+"(\.{1,2}\/[^"]+)"/gms;
  for (const match of text.matchAll(pattern)) {
    const target = path.relative(ROOT, path.resolve(path.dirname(file), match[1]!));
    edges.push({ from: path.relative(ROOT, file), to: target, typeOnly: isTypeOnly(match[0]) });
  }
  return edges;
}

/** Value imports of a database package (`import ... from "knex"`), by statement. */
function databasePackageImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const pattern = /^\s*(?:import|export)\s[^;]*?from\s+"([^".][^"]*)"/gms;
  return [...text.matchAll(pattern)]
    .filter((match) => DATABASE_PACKAGES.includes(match[1]!) && !isTypeOnly(match[0]))
    .map((match) => `${path.relative(ROOT, file)}: ${match[0].trim()}`);
}

/**
 * Calls that run SQL on a knex handle: `db(...)` / `trx(...)` / `knex(...)`, on any object (`deps.db(`,
 * across a line break too), and the handle's own query and transaction methods.
 */
const QUERY_CALL = /\b(?:db|trx|knex)\s*(?:\(|\.\s*(?:transaction|raw|select|from|with|into|insert|update|delete|schema|fn)\b)/g;

function queriesIn(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(QUERY_CALL)].map((match) => {
    const line = text.slice(0, match.index).split("\n").length;
    return `${path.relative(ROOT, file)}:${line}: ${match[0].replace(/\s+/g, " ")}`;
  });
}

const topFolder = (relative: string) => relative.split(path.sep)[0]!;

/** Module name of a file or an import target: the path without `.ts`. */
const moduleOf = (relative: string) => relative.replace(/\.ts$/, "");

/** Every import cycle among the modules, type-only imports included, each as `a -> b -> a`. */
function cyclesIn(edges: readonly ImportEdge[]): string[] {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(moduleOf(edge.from), [...(next.get(moduleOf(edge.from)) ?? []), moduleOf(edge.to)]);
  const done = new Set<string>();
  const cycles: string[] = [];
  const visit = (module: string, trail: string[]) => {
    const start = trail.indexOf(module);
    if (start >= 0) {
      cycles.push([...trail.slice(start), module].join(" -> "));
      return;
    }
    if (done.has(module)) return;
    for (const target of next.get(module) ?? []) visit(target, [...trail, module]);
    done.add(module);
  };
  for (const module of next.keys()) visit(module, []);
  return cycles;
}

describe("layers", () => {
  const folders = Object.keys(MAY_IMPORT);
  const edges = folders.flatMap((folder) => sourceFiles(path.join(ROOT, folder)).flatMap(importsOf));

  it("finds the source it checks", () => {
    expect(edges.length).toBeGreaterThan(100);
  });

  it("has no import pointing up a layer", () => {
    const upward = edges
      .filter((edge) => {
        const from = topFolder(edge.from);
        const to = topFolder(edge.to);
        if (from === to) return false;
        if (MAY_IMPORT[from]!.includes(to)) return false;
        return !(edge.typeOnly && TYPE_ONLY[from]?.includes(to));
      })
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(upward).toEqual([]);
  });

  it("keeps every room of domain/ on a floor, importing only the floors below it", () => {
    const floorOf = new Map(DOMAIN_FLOORS.flatMap((rooms, floor) => rooms.map((room) => [room, floor] as const)));
    const roomOf = (relative: string) => relative.split(path.sep)[1]!.replace(/^([^.]+)$/, "$1");
    const domainEdges = edges.filter((edge) => topFolder(edge.from) === "domain" && topFolder(edge.to) === "domain");
    const rooms = new Set(sourceFiles(path.join(ROOT, "domain")).map((file) => roomOf(path.relative(ROOT, file))));
    expect([...rooms].filter((room) => !floorOf.has(room))).toEqual([]);
    const upward = domainEdges
      .filter((edge) => roomOf(edge.from) !== roomOf(edge.to))
      .filter((edge) => floorOf.get(roomOf(edge.to))! >= floorOf.get(roomOf(edge.from))!)
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(upward).toEqual([]);
  });

  it("has no import cycle anywhere, not even through a type-only import", () => {
    expect(cyclesIn(edges)).toEqual([]);
  });

  it("keeps the API out of the tables: no query under api/, and no database code imported", () => {
    const apiFiles = sourceFiles(path.join(ROOT, "api"));
    expect(apiFiles.flatMap(queriesIn)).toEqual([]);
    expect(apiFiles.flatMap(databasePackageImports)).toEqual([]);
  });

  it("keeps workflow code free of Node and I/O modules", () => {
    const reached = edges
      .filter((edge) => topFolder(edge.from) === "workflows" && !edge.typeOnly && topFolder(edge.to) === "domain")
      .map((edge) => `${edge.to}.ts`)
      .filter((target) => !WORKFLOW_SAFE_DOMAIN.includes(target));
    expect(reached).toEqual([]);
  });
});
