import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface StaticFile {
  body: Buffer;
  contentType: string;
}

export interface ConsoleBuild {
  index: StaticFile;
  /** Hashed assets by file name; only these names can ever be served. */
  assets: ReadonlyMap<string, StaticFile>;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

const typed = (file: string): StaticFile => ({
  body: readFileSync(file),
  contentType: CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream",
});

/** Reads the built console (`npm run build`) into memory; undefined when it was not built. */
export function readConsoleBuild(dir: string): ConsoleBuild | undefined {
  let names: string[];
  try {
    names = readdirSync(path.join(dir, "assets"));
  } catch {
    return undefined;
  }
  return {
    index: typed(path.join(dir, "index.html")),
    assets: new Map(names.map((name) => [name, typed(path.join(dir, "assets", name))])),
  };
}
