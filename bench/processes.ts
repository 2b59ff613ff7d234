import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

export interface BenchProcess {
  child: ChildProcess;
  /** Peak resident set size so far, in MB, from the kernel's high-water mark (Linux /proc). */
  peakRssMb(): number;
  /** The DevTools address of its inspector, when it was started with `--inspect`. */
  inspectorUrl(): string | undefined;
  stop(): Promise<void>;
}

/** Runs a TypeScript entry point as its own Node process; resolves once a stdout line matches `ready`. */
export async function startProcess(
  entry: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 120_000,
): Promise<BenchProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  let inspectorUrl: string | undefined;
  child.stderr!.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
    inspectorUrl ??= /Debugger listening on (ws:\/\/\S+)/.exec(stderr)?.[1];
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} not ready in ${timeoutMs} ms: ${stderr}`)), timeoutMs);
    let buffered = "";
    child.stdout!.on("data", (chunk) => {
      buffered += chunk;
      if (ready.test(buffered)) {
        clearTimeout(timer);
        resolve();
      }
      buffered = buffered.slice(-4000);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code}: ${stderr}`));
    });
  });
  child.stdout!.resume();
  return {
    child,
    peakRssMb: () => {
      const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
      return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
    },
    inspectorUrl: () => inspectorUrl,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
