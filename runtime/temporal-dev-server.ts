import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { Connection } from "@temporalio/client";
import type { Logger } from "../lib/logger";
import { MOVEMENT_SEARCH_ATTRIBUTE_NAMES } from "../workflows/definitions";

export interface DevServerOptions {
  cliPath: string;
  namespace: string;
  /** Persist state in this directory; omitted: in memory. */
  dataDir?: string;
  port?: number;
  uiPort?: number;
  headless?: boolean;
}

export interface DevServerHandle {
  address: string;
  uiUrl?: string;
  /** Settles when the server exits without having been asked to stop. */
  exitedUnexpectedly: Promise<Error>;
  stop(): Promise<void>;
  /** SIGKILL, as a crash would end it (fault injection). */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitUntilServing(address: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  const running = () => child.exitCode === null && child.signalCode === null;
  while (Date.now() < deadline && running()) {
    try {
      const connection = await Connection.connect({ address, connectTimeout: 1000 });
      await connection.workflowService.getSystemInfo({});
      await connection.close();
      // What answered may be another server that held the port while ours failed to bind and is exiting.
      if (running()) return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`temporal dev server did not become ready at ${address}: ${String(lastError)}`);
}

/**
 * Starts `temporal server start-dev` with update-with-start and eager activity dispatch enabled (as
 * deploy/temporal/dynamicconfig/payments.yaml does for a real server) and the payment search attributes
 * registered, and waits until it serves.
 */
export async function startTemporalDevServer(options: DevServerOptions, logger: Logger): Promise<DevServerHandle> {
  const port = options.port ?? (await freePort());
  const uiPort = options.uiPort ?? (await freePort());
  const args = [
    "server",
    "start-dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--namespace",
    options.namespace,
    "--log-level",
    "warn",
    "--dynamic-config-value",
    "frontend.enableExecuteMultiOperation=true",
    "--dynamic-config-value",
    "frontend.enableUpdateWorkflowExecution=true",
    "--dynamic-config-value",
    "system.enableActivityEagerExecution=true",
    ...MOVEMENT_SEARCH_ATTRIBUTE_NAMES.flatMap((name) => ["--search-attribute", `${name}=Keyword`]),
  ];
  if (options.headless) args.push("--headless");
  else args.push("--ui-port", String(uiPort));
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    args.push("--db-filename", path.join(options.dataDir, "temporal.sqlite"));
  }
  // Its own process group: a Ctrl-C on the terminal reaches only us, and we stop the server after the worker.
  const child = spawn(options.cliPath, args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
  let lastOutput = "";
  const forward = (chunk: Buffer) => {
    const text = chunk.toString().trim();
    if (text) lastOutput = text.split("\n").at(-1)!;
    logger.debug({ component: "temporal" }, text);
  };
  child.stdout?.on("data", forward);
  child.stderr?.on("data", forward);
  let stopping = false;
  const exitedUnexpectedly = new Promise<Error>((resolve) => {
    const describe = (what: string) =>
      resolve(new Error(`temporal dev server (${options.cliPath}) ${what}${lastOutput ? `: ${lastOutput}` : ""}`));
    child.once("error", (error) => describe(`could not run: ${error.message}`));
    // "close" rather than "exit": by then the output that says why has been read.
    child.once("close", (code, signal) => {
      if (!stopping) describe(`exited with ${signal ?? `code ${code}`}`);
    });
  });
  const address = `127.0.0.1:${port}`;
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const forced = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(forced);
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  };
  try {
    await Promise.race([waitUntilServing(address, child, 60_000), exitedUnexpectedly.then((error) => Promise.reject(error))]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { address, uiUrl: options.headless ? undefined : `http://127.0.0.1:${uiPort}`, exitedUnexpectedly, stop, kill };
}
