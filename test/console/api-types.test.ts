import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

describe("console/src/api-types.ts", () => {
  it("is what `npm run openapi` generates from openapi.json (regenerate it when this fails)", () => {
    // In a child process: openapi-typescript is an ES module, which Jest loads only under --experimental-vm-modules.
    const generated = execFileSync(process.execPath, ["--import", "tsx", "console/codegen/write-api-types.ts", "--stdout"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(readFileSync(path.join(root, "console/src/api-types.ts"), "utf8")).toBe(generated);
  });
});
