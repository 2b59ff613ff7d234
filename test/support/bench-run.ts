import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Runs a benchmark script as `npm run bench…` would, with `env`, and answers the JSON it wrote (its exit checked). */
export async function runBenchScript(script: string, env: Record<string, string>): Promise<any> {
  const resultsDir = mkdtempSync(path.join(os.tmpdir(), "bench-results-"));
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: path.resolve(__dirname, "../.."),
    env: { ...process.env, ...env, BENCH_RESULTS_DIR: resultsDir },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise((resolve) => child.once("exit", resolve));
  expect({ code, stderr: code === 0 ? "" : stderr }).toEqual({ code: 0, stderr: "" });
  const [file] = readdirSync(resultsDir);
  return JSON.parse(readFileSync(path.join(resultsDir, file!), "utf8"));
}
