import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "../runtime/temporal-dev-server";

const ROOT = path.resolve(__dirname, "..");

/** The README's walkthrough block (the one test/runtime/quick-start.test.ts runs against `npm start`). */
function walkthroughFromReadme(): string {
  const block = /```sh\n(B=\$\{B:-[\s\S]*?)```/.exec(readFileSync(path.join(ROOT, "README.md"), "utf8"));
  if (!block) throw new Error("README.md has no shell block starting with the base URL variable B");
  return block[1]!;
}

/**
 * The README's quick start against processes started apart (`api` at `apiUrl`, its mail files under `dataDir`):
 * sign-up, merchant profile, a sandbox payment read back `Success`, its notification received. Answers a
 * violation, or undefined when it went through.
 */
export async function runQuickStartWalkthrough(apiUrl: string, dataDir: string): Promise<string | undefined> {
  const walkthrough = spawn("bash", ["-e", "-c", walkthroughFromReadme()], {
    cwd: ROOT,
    env: { ...process.env, B: apiUrl, DATA_DIR: dataDir, HOOK_PORT: String(await freePort()) },
    detached: true,
  });
  let output = "";
  walkthrough.stdout.on("data", (chunk) => {
    output += chunk;
  });
  walkthrough.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => {
    const limit = setTimeout(() => process.kill(-walkthrough.pid!, "SIGKILL"), 90_000);
    walkthrough.once("exit", (exitCode) => {
      clearTimeout(limit);
      resolve(exitCode);
    });
  });
  const answers = output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const readBack = answers.find((answer) => answer.transaction_status && "fee" in answer);
  const notified = answers.find((answer) => answer.transaction_status && !("fee" in answer));
  if (code === 0 && readBack?.transaction_status === "Success" && notified?.reference === readBack.reference) return undefined;
  return `the README's quick start against ${apiUrl} failed (exit ${code}): ${output.slice(-600).replace(/\s+/g, " ")}`;
}
