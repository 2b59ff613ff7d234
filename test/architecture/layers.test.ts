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
  api: ["workflows", "domain", "simulator", "providers", "db", "lib"],
  worker: ["workflows", "activities", "domain", "providers", "db", "lib"],
  runtime: ["api", "worker", "workflows", "activities", "domain", "simulator", "providers", "db", "lib"],
};
/** Workflows import activities as types only, as Temporal intends: no activity code enters the bundle. */
const TYPE_ONLY: Record<string, readonly string[]> = { workflows: ["activities"] };
/** Workflow code is bundled for Temporal's sandbox: only modules free of Node and I/O may enter it. */
const WORKFLOW_SAFE_DOMAIN = ["domain/routing/failover.ts", "domain/transactions/status.ts", "domain/workflow-failures.ts"];

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

function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(file, "utf8");
  const edges: ImportEdge[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?[^;]*?from\s+"(\.{1,2}\/[^"]+)"/gms;
  for (const match of text.matchAll(pattern)) {
    const target = path.relative(ROOT, path.resolve(path.dirname(file), match[3]!));
    edges.push({ from: path.relative(ROOT, file), to: target, typeOnly: Boolean(match[2]) });
  }
  return edges;
}

const topFolder = (relative: string) => relative.split(path.sep)[0]!;

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

  it("keeps workflow code free of Node and I/O modules", () => {
    const reached = edges
      .filter((edge) => topFolder(edge.from) === "workflows" && !edge.typeOnly && topFolder(edge.to) === "domain")
      .map((edge) => `${edge.to}.ts`)
      .filter((target) => !WORKFLOW_SAFE_DOMAIN.includes(target));
    expect(reached).toEqual([]);
  });
});
