import path from "node:path";
import { pathToFileURL } from "node:url";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

const ROOT_URL = pathToFileURL(path.resolve(__dirname, "..")).href;

/** A frame's file as the repository or its package names it. */
const shortened = (url: string) =>
  url.startsWith(`${ROOT_URL}/`) ? url.slice(ROOT_URL.length + 1) : url.replace(/^.*\/node_modules\//, "");

/** A V8 CPU profile, as the DevTools protocol's `Profiler.stop` answers it. */
export interface CpuProfile {
  nodes: ProfileNode[];
}

/** A profiler started in another Node process through its inspector; `stop` answers what it sampled since. */
export interface WindowProfiler {
  stop(): Promise<CpuProfile>;
}

/**
 * Starts sampling the CPU of the process whose inspector listens at `url` (`--inspect`), over the DevTools protocol:
 * the bench profiles exactly the window it measures, without the process's start-up (module loading, TypeScript
 * transpiled by tsx) that a profile of its whole life is mostly made of.
 */
export async function startWindowProfile(url: string): Promise<WindowProfiler> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener("error", () => reject(new Error(`no inspector at ${url}`)), { once: true });
  });
  const answers = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    if (typeof message.id === "number") answers.get(message.id)?.(message);
  });
  let lastId = 0;
  const call = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId;
      answers.set(id, (message) =>
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result as T),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call("Profiler.enable");
  await call("Profiler.start");
  return {
    stop: async () => {
      const { profile } = await call<{ profile: CpuProfile }>("Profiler.stop");
      socket.close();
      return profile;
    },
  };
}

/** A frame as the profile names it: its function and where it is. */
function frameOf({ functionName, url, lineNumber }: ProfileNode["callFrame"]): string {
  const where = url ? `${shortened(url)}:${lineNumber + 1}` : "";
  return `${functionName || "(anonymous)"} ${where}`.trim();
}

/** Where a frame's code is: its npm package, the service's top folder, Node's own, or V8's (the collector, idle). */
function ownerOf({ functionName, url }: ProfileNode["callFrame"]): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inPackage?.[1]) return inPackage[1];
  if (url.startsWith("node:")) return "node";
  if (url.startsWith(`${ROOT_URL}/`)) return `service: ${url.slice(ROOT_URL.length + 1).split("/")[0]}`;
  return url ? "other" : functionName || "(native)";
}

/** The busy samples (idle left out) added up by `keyOf` of each node's frame: the ten largest, as shares. */
function sharesBy({ nodes }: CpuProfile, keyOf: (frame: ProfileNode["callFrame"]) => string): Array<[string, number]> {
  const hits = new Map<string, number>();
  for (const node of nodes) {
    if (node.callFrame.functionName === "(idle)" || !node.hitCount) continue;
    const key = keyOf(node.callFrame);
    hits.set(key, (hits.get(key) ?? 0) + node.hitCount);
  }
  return largestShares(hits);
}

/** The ten frames a process spent most of its own CPU in: each frame's share of the busy samples, and where it is. */
export const topFrames = (profile: CpuProfile) => sharesBy(profile, frameOf).map(([frame, share]) => ({ share, frame }));

/** The process's own CPU by who spends it (see ownerOf), as shares of the busy samples: the ten largest. */
export const sharesByOwner = (profile: CpuProfile) => sharesBy(profile, ownerOf).map(([owner, share]) => ({ share, owner }));

/** The ten largest of `hits`, each as its percentage of them all. */
function largestShares(hits: Map<string, number>): Array<[string, number]> {
  const busy = [...hits.values()].reduce((sum, count) => sum + count, 0);
  return [...hits]
    .sort(([, a], [, b]) => b - a)
    .slice(0, 10)
    .map(([name, count]) => [name, Number(((count / Math.max(1, busy)) * 100).toFixed(1))]);
}
