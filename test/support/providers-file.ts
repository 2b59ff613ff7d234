import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** One provider as a test registers it: named after its code name, with a test's short timeouts, unless it says. */
export interface TestProviderEntry {
  code_name: string;
  protocol: string;
  base_url: string;
  credentials: object;
  services: string[];
  currencies: string[];
  priority: number;
  name?: string;
}

/** A providers file holding `entries`, in the system's temporary directory: its path, for PROVIDERS_FILE. */
export function writeTestProvidersFile(entries: TestProviderEntry[]): string {
  const file = path.join(os.tmpdir(), `providers-${randomBytes(6).toString("hex")}.json`);
  const providers = entries.map((entry) => ({
    name: entry.code_name,
    timeouts: { connect_ms: 1000, request_ms: 2000 },
    ...entry,
  }));
  writeFileSync(file, JSON.stringify({ providers }));
  return file;
}
