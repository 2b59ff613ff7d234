import { sharesByOwner, startWindowProfile, topFrames } from "../../bench/cpu-profile";
import { type BenchProcess, startProcess } from "../../bench/processes";

/** bench:cost's profiles: sampled through a running process's inspector over a window, without its start-up. */
let busy: BenchProcess;
beforeAll(async () => {
  busy = await startProcess("test/support/busy-process.ts", [], { NODE_OPTIONS: "--inspect=127.0.0.1:0" }, /busy process ready/);
});
afterAll(() => busy.stop());

it("samples the window through the inspector, its hottest frame the process's own, named with its folder", async () => {
  const url = busy.inspectorUrl();
  expect(url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\//);
  const profiler = await startWindowProfile(url!);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const profile = await profiler.stop();

  const frames = topFrames(profile);
  // Where the spinning function is (named or not as the transpiled code leaves it).
  expect(frames[0]!.frame).toMatch(/ test\/support\/busy-process\.ts:2$/);
  expect(frames[0]!.share).toBeGreaterThan(50);
  // Start-up (tsx transpiling, module loading) was before the window: none of it is in the profile.
  expect(frames.some(({ frame }) => /esbuild|wrapSafe|readFileUtf8/.test(frame))).toBe(false);
  expect(sharesByOwner(profile)[0]).toEqual({ share: expect.any(Number), owner: "service: test" });
});
