import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/**
 * The ten frames a process spent most of its own CPU in, from the `--cpu-prof` profile it wrote on exit (named after
 * its pid in `dir`): each frame's share of the busy samples (idle left out), and where it is.
 */
export function topFrames(dir: string, pid: number): Array<{ share: number; frame: string }> | undefined {
  const file = readdirSync(dir).find((name) => name.includes(`.${pid}.`) && name.endsWith(".cpuprofile"));
  if (!file) return undefined;
  const { nodes } = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { nodes: ProfileNode[] };
  const byFrame = new Map<string, number>();
  for (const node of nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === "(idle)" || !node.hitCount) continue;
    const where = url ? `${url.replace(/^.*\/(node_modules|work\/[^/]+)\//, "")}:${lineNumber + 1}` : "";
    const frame = `${functionName || "(anonymous)"} ${where}`.trim();
    byFrame.set(frame, (byFrame.get(frame) ?? 0) + node.hitCount);
  }
  const busy = [...byFrame.values()].reduce((sum, hits) => sum + hits, 0);
  return [...byFrame]
    .sort(([, a], [, b]) => b - a)
    .slice(0, 10)
    .map(([frame, hits]) => ({ share: Number(((hits / Math.max(1, busy)) * 100).toFixed(1)), frame }));
}
