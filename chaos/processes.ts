import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";

export interface Downtime {
  from: number;
  to?: number;
}

export interface SupervisedProcess {
  name: string;
  /** SIGKILL now; the supervisor starts it again after the restart delay, as systemd or Kubernetes would. */
  kill(): Promise<void>;
  /** Waits until the current incarnation answers `ready` (or for the spawn itself without a probe). */
  ready(): Promise<void>;
  /** Stops it for good (SIGTERM, then SIGKILL). */
  stop(): Promise<void>;
  downtimes: Downtime[];
  deaths: number;
  /** The current incarnation's process id (a Temporal worker's identity is `<pid>@<host>`). */
  pid: number | undefined;
}

export interface SuperviseOptions {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  logFile: string;
  restartDelayMs: number;
  /** Resolves true once the process (this process id) serves; polled after each spawn. */
  probe?: (pid: number) => Promise<boolean>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One service process under a supervisor that restarts it whenever it dies, recording its downtimes. */
export function supervise(options: SuperviseOptions): SupervisedProcess {
  const log = createWriteStream(options.logFile, { flags: "a" });
  const downtimes: Downtime[] = [];
  let child: ChildProcess | undefined;
  let readiness: Promise<void> = Promise.resolve();
  let stopping = false;
  let deaths = 0;

  const waitReady = async (pid: number) => {
    if (!options.probe) return;
    for (;;) {
      if (stopping) return;
      if (await options.probe(pid).catch(() => false)) return;
      await sleep(200);
    }
  };

  const spawnOne = () => {
    const current = spawn(options.command, options.args, { env: options.env, stdio: ["ignore", "pipe", "pipe"] });
    child = current;
    current.stdout?.pipe(log, { end: false });
    current.stderr?.pipe(log, { end: false });
    readiness = waitReady(current.pid ?? 0).then(() => {
      const open = downtimes[downtimes.length - 1];
      if (open && open.to === undefined) open.to = Date.now();
    });
    current.once("exit", (code, signal) => {
      log.write(`\n[chaos] ${options.name} exited (code ${code}, signal ${signal})\n`);
      if (stopping) return;
      deaths += 1;
      downtimes.push({ from: Date.now() });
      setTimeout(() => {
        if (!stopping) spawnOne();
      }, options.restartDelayMs);
    });
  };

  const exitOf = (target: ChildProcess) =>
    target.exitCode !== null || target.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => target.once("exit", () => resolve()));

  spawnOne();
  return {
    name: options.name,
    downtimes,
    get deaths() {
      return deaths;
    },
    get pid() {
      return child?.pid;
    },
    ready: () => readiness,
    kill: async () => {
      const target = child;
      if (!target) return;
      const exited = exitOf(target);
      target.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      stopping = true;
      const target = child;
      if (target) {
        const exited = exitOf(target);
        target.kill("SIGTERM");
        const forced = setTimeout(() => target.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(forced);
      }
      log.end();
    },
  };
}
