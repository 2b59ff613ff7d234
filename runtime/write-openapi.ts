import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildOpenApiDocument } from "../api/reference/document";

/** `npm run openapi`: regenerates the committed openapi.json from the zod schemas. */
export const OPENAPI_FILE = path.resolve(__dirname, "../openapi.json");

export function renderOpenApi(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}

if (require.main === module) {
  writeFileSync(OPENAPI_FILE, renderOpenApi());
  console.log(`wrote ${OPENAPI_FILE}`);
}
