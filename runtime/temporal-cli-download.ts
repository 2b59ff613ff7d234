import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** The file name the SDK's cached download gives the CLI inside its download directory. */
export function sdkDownloadedCli(downloadDir: string, version: string): string {
  return path.join(downloadDir, `temporal-${version}`);
}

/**
 * Lets the Temporal SDK download the CLI the way `TestWorkflowEnvironment.createLocal` does (a dev server is started
 * and stopped once for that). It runs in a child process so that this process's Temporal Runtime stays uninstalled
 * for the worker to configure. Resolves with the binary, or undefined when the download cannot happen (no internet,
 * no @temporalio/testing in a production install); the caller then builds the CLI instead.
 */
export async function downloadTemporalCliWithSdk(version: string, downloadDir: string): Promise<string | undefined> {
  let testingPackage: string;
  try {
    testingPackage = require.resolve("@temporalio/testing");
  } catch {
    return undefined;
  }
  const script = `
    const { TestWorkflowEnvironment } = require(process.argv[1]);
    const executable = { type: "cached-download", version: process.argv[2], downloadDir: process.argv[3] };
    TestWorkflowEnvironment.createLocal({ server: { executable, ui: false } })
      .then((environment) => environment.teardown())
      .then(() => process.exit(0), () => process.exit(1));`;
  const child = spawn(process.execPath, ["-e", script, testingPackage, version, downloadDir], { stdio: "ignore" });
  const exitCode = await new Promise<number | null>((resolve) => {
    child.once("error", () => resolve(null));
    child.once("close", resolve);
  });
  const binary = sdkDownloadedCli(downloadDir, version);
  return exitCode === 0 && existsSync(binary) ? binary : undefined;
}
