import { accessSync, constants } from "node:fs";
import os from "node:os";
import path from "node:path";

export const PINNED_TEMPORAL_CLI = "v1.5.1";

/** Where scripts/install-temporal-cli.sh puts the pinned CLI. */
export const cachedTemporalCli = path.join(os.homedir(), ".cache", "temporal-cli", PINNED_TEMPORAL_CLI, "temporal");

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The temporal binary: TEMPORAL_CLI_PATH, then the pinned cached build, then PATH. */
export function findTemporalCli(explicitPath?: string): string {
  if (explicitPath) {
    if (!executable(explicitPath)) throw new Error(`TEMPORAL_CLI_PATH is not an executable file: ${explicitPath}`);
    return explicitPath;
  }
  if (executable(cachedTemporalCli)) return cachedTemporalCli;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, "temporal");
    if (dir && executable(candidate)) return candidate;
  }
  throw new Error("no temporal CLI found: run `npm run temporal:install` (needs Go) or set TEMPORAL_CLI_PATH");
}
