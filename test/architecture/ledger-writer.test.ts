import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The ledger has one writer: domain/ledger/post.ts. Migrations aside, no other source file changes `ledger_entries`. */
const ROOT = path.resolve(__dirname, "../..");
const SOURCE_FOLDERS = [
  "api",
  "activities",
  "workflows",
  "worker",
  "domain",
  "providers",
  "lib",
  "runtime",
  "simulator",
  "chaos",
  "bench",
  "seed",
  "db",
];
const WRITER = "domain/ledger/post.ts";

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === "migrations" ? [] : sourceFiles(full);
    return name.endsWith(".ts") ? [full] : [];
  });
}

const WRITES = [
  /["'`]ledger_entries["'`]\s*\)[\s\S]{0,200}?\.(insert|update|del|delete|upsert|merge)\s*\(/,
  /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+ledger_entries\b/i,
];

it("lets only the ledger's writer change ledger_entries", () => {
  const writers = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
    .filter((file) => WRITES.some((write) => write.test(readFileSync(file, "utf8"))))
    .map((file) => path.relative(ROOT, file));
  expect(writers).toEqual([WRITER]);
});
