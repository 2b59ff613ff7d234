import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The ledger has one writer: domain/ledger/post.ts. Migrations aside, no other source file changes `ledger_entries`,
 * nor a wallet's balances, which the writer keeps in step with the wallet's entries in the same database transaction;
 * its two-phase postings (domain/ledger/pending.ts) alone write `pending_postings`, which post.ts books.
 */
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
const PENDING_WRITER = "domain/ledger/pending.ts";
/** Opening a new merchant's wallets (openWallets) inserts rows at zero, the columns' defaults: it moves no money. */
const WALLET_OPENER = "domain/ledger/wallets.ts";

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === "migrations" ? [] : sourceFiles(full);
    return name.endsWith(".ts") ? [full] : [];
  });
}

const LEDGER_WRITES = [
  /["'`]ledger_entries["'`]\s*\)[\s\S]{0,200}?\.(insert|update|del|delete|upsert|merge)\s*\(/,
  /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+ledger_entries\b/i,
];
const WALLET_UPDATES = [
  /["'`]wallets(\s+as\s+\w+)?["'`]\s*\)[\s\S]{0,200}?\.(update|increment|decrement|upsert|merge|del|delete)\s*\(/,
  /\b(UPDATE|DELETE\s+FROM)\s+wallets\b/i,
];
const PENDING_WRITES = [
  /["'`]pending_postings["'`]\s*\)[\s\S]{0,200}?\.(insert|update|del|delete|upsert|merge)\s*\(/,
  /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+pending_postings\b/i,
];
const WALLET_INSERTS = [/["'`]wallets["'`]\s*\)[\s\S]{0,200}?\.insert\s*\(/, /\bINSERT\s+INTO\s+wallets\b/i];

/** The source files, outside migrations, in which any of `writes` occurs. */
function filesWriting(writes: RegExp[]): string[] {
  return SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
    .filter((file) => writes.some((write) => write.test(readFileSync(file, "utf8"))))
    .map((file) => path.relative(ROOT, file));
}

it("lets only the ledger's writer change ledger_entries", () => {
  expect(filesWriting(LEDGER_WRITES)).toEqual([WRITER]);
});

it("lets only the ledger's writer update or remove a wallet's row", () => {
  expect(filesWriting(WALLET_UPDATES)).toEqual([WRITER]);
});

it("lets only the two-phase postings change pending_postings", () => {
  expect(filesWriting(PENDING_WRITES)).toEqual([PENDING_WRITER]);
});

it("opens wallets only in openWallets", () => {
  expect(filesWriting(WALLET_INSERTS)).toEqual([WALLET_OPENER]);
});
