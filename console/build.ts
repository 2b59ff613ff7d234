import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

/** Where `npm run build` puts the console (the API's CONSOLE_DIR default). */
const DEFAULT_CONSOLE_DIR = path.resolve(__dirname, "..", "dist", "console");

/** The URL prefix of the console's hashed assets (one prefix for /admin/ and /dashboard/). */
export const ASSET_PREFIX = "/console/assets/";

/**
 * Bundles console/src into `outDir`: hashed JS and CSS under assets/ and an index.html naming them.
 * Everything the page loads comes from the service itself (no CDN, no external fonts).
 */
export async function buildConsole(outDir = DEFAULT_CONSOLE_DIR): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  const assetsDir = path.join(outDir, "assets");
  mkdirSync(assetsDir, { recursive: true });
  const result = await build({
    entryPoints: { app: path.join(__dirname, "src", "main.tsx") },
    bundle: true,
    minify: true,
    sourcemap: false,
    format: "esm",
    target: "es2022",
    jsx: "automatic",
    jsxImportSource: "preact",
    entryNames: "[name]-[hash]",
    outdir: assetsDir,
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => path.basename(file));
  const script = outputs.find((file) => file.endsWith(".js"));
  const stylesheet = outputs.find((file) => file.endsWith(".css"));
  if (!script || !stylesheet) throw new Error(`console build produced ${outputs.join(", ")}`);
  const icon = readFileSync(path.join(__dirname, "static", "favicon.svg"));
  const iconName = `favicon-${createHash("sha256").update(icon).digest("hex").slice(0, 8)}.svg`;
  writeFileSync(path.join(assetsDir, iconName), icon);
  const template = readFileSync(path.join(__dirname, "static", "index.html"), "utf8");
  writeFileSync(
    path.join(outDir, "index.html"),
    template
      .replace("%SCRIPT%", `${ASSET_PREFIX}${script}`)
      .replace("%STYLESHEET%", `${ASSET_PREFIX}${stylesheet}`)
      .replace("%ICON%", `${ASSET_PREFIX}${iconName}`),
  );
}

if (require.main === module) {
  buildConsole(process.argv[2]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
