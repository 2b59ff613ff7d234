import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The console's view of the API: the paths and component schemas of openapi.json as TypeScript types. */
const API_TYPES_FILE = path.resolve(__dirname, "../src/api-types.ts");
const OPENAPI_FILE = path.resolve(__dirname, "../../openapi.json");

const HEADER = "// Generated from openapi.json by `npm run openapi` (console/codegen/write-api-types.ts): do not edit.\n\n";

async function renderApiTypes(): Promise<string> {
  // Its CommonJS typings declare `export =` beside named exports; the ES module's are sound.
  const { default: openapiTS, astToString } = await import("openapi-typescript");
  const document = JSON.parse(readFileSync(OPENAPI_FILE, "utf8"));
  return HEADER + astToString(await openapiTS(document, { silent: true }));
}

/** `--stdout` prints instead of writing: the staleness test runs it so, in a process of its own. */
if (require.main === module) {
  renderApiTypes().then(
    (text) => {
      if (process.argv.includes("--stdout")) {
        process.stdout.write(text);
      } else {
        writeFileSync(API_TYPES_FILE, text);
        console.log(`wrote ${API_TYPES_FILE}`);
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
