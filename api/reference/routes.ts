import { readFileSync } from "node:fs";
import type Router from "@koa/router";
import { buildOpenApiDocument } from "./document";

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment routing service: API reference</title>
</head>
<body>
<redoc spec-url="/api/schema/"></redoc>
<script src="/api/docs/redoc.standalone.js"></script>
</body>
</html>
`;

/** The OpenAPI document and a reference page rendering it, every asset served from here (no CDN, no web font). */
export function referenceRoutes(router: Router): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let renderer: Buffer | undefined;

  router.get("/api/schema/", (ctx) => {
    document ??= buildOpenApiDocument();
    ctx.body = document;
  });

  router.get("/api/docs/", (ctx) => {
    ctx.type = "text/html";
    ctx.body = DOCS_PAGE;
  });

  router.get("/api/docs/redoc.standalone.js", (ctx) => {
    renderer ??= readFileSync(require.resolve("redoc/bundles/redoc.standalone.js"));
    ctx.type = "text/javascript";
    ctx.set("Cache-Control", "public, max-age=86400");
    ctx.body = renderer;
  });
}
