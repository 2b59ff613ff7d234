import { accessSync, constants } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildTemporalCliWithGo, type Report } from "./temporal-cli-build";
import { downloadTemporalCliWithSdk, sdkDownloadedCli } from "./temporal-cli-download";

export const PINNED_TEMPORAL_CLI = "v1.5.1";

const cacheDir = path.join(os.homedir(), ".cache", "temporal-cli");
/** Where the Go build puts the pinned CLI. */
const builtCli = path.join(cacheDir, PINNED_TEMPORAL_CLI, "temporal");

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** An existing temporal binary: TEMPORAL_CLI_PATH, then the pinned CLI in the cache, then PATH. */
function findTemporalCli(explicitPath?: string): string | undefined {
  if (explicitPath) {
    if (!executable(explicitPath)) throw new Error(`TEMPORAL_CLI_PATH is not an executable file: ${explicitPath}`);
    return explicitPath;
  }
  const cached = [builtCli, sdkDownloadedCli(cacheDir, PINNED_TEMPORAL_CLI)].find(executable);
  if (cached) return cached;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(dir, "temporal");
    if (dir && executable(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The temporal binary, obtained on first use: the SDK's download where it can reach the internet, otherwise a build
 * of the pinned version with Go (minutes, with progress through `report`). Either result is cached under
 * ~/.cache/temporal-cli, so later start-ups find it at once.
 */
export async function ensureTemporalCli(explicitPath: string | undefined, report: Report, abort?: AbortSignal): Promise<string> {
  const found = findTemporalCli(explicitPath);
  if (found) return found;
  report(`no Temporal CLI yet: trying the Temporal SDK's download of ${PINNED_TEMPORAL_CLI}`);
  const downloaded = await downloadTemporalCliWithSdk(PINNED_TEMPORAL_CLI, cacheDir);
  if (downloaded) return downloaded;
  report("the download is not reachable from here");
  await buildTemporalCliWithGo(PINNED_TEMPORAL_CLI, builtCli, report, abort);
  return builtCli;
}
