import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildConsole } from "../../console/build";

/** The console built from the current sources into a folder of this test file's own (CONSOLE_DIR). */
export async function buildConsoleForTest(): Promise<{ dir: string; remove: () => void }> {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "console-")), "console");
  await buildConsole(dir);
  return { dir, remove: () => rmSync(path.dirname(dir), { recursive: true, force: true }) };
}
