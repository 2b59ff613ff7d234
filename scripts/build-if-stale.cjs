// `npm start`'s build step: builds dist/ only when it is missing or older than a source, so a start after a build
// compiles nothing. `start:api` and `start:worker` never build (several processes would race one dist/): they run
// the build's output, as the image does, and stop with one line when there is none.
const { existsSync, readdirSync, statSync } = require("node:fs");
const path = require("node:path");
const { spawnSync } = require("node:child_process");

const root = path.resolve(__dirname, "..");
const outputs = ["dist/runtime/start.js", "dist/console/index.html"].map((file) => path.join(root, file));
const buildConfig = require(path.join(root, "tsconfig.build.json"));
const sourceDirs = [...buildConfig.include, "console"].map((dir) => path.join(root, dir));
const sourceFiles = ["package-lock.json", "tsconfig.json", "tsconfig.build.json"].map((file) => path.join(root, file));

function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale() {
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const newestSource = Math.max(
    ...sourceDirs.filter(existsSync).map(newestIn),
    ...sourceFiles.map((file) => statSync(file).mtimeMs),
  );
  return newestSource > built;
}

const mode = process.argv[2];
if (!isStale()) process.exit(0);
if (mode === "--require") {
  console.error("dist/ is missing or older than the sources: run `npm run build` once before starting processes apart");
  process.exit(1);
}
const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
process.exit(build.status ?? 1);
