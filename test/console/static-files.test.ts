import { buildConsoleForTest } from "../support/console";
import { startTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let unbuilt: TestApi;
let consoleBuild: Awaited<ReturnType<typeof buildConsoleForTest>>;

beforeAll(async () => {
  consoleBuild = await buildConsoleForTest();
  api = await startTestApi({ CONSOLE_DIR: consoleBuild.dir });
  unbuilt = await startTestApi({ CONSOLE_DIR: `${consoleBuild.dir}-absent` });
});
afterAll(async () => {
  await api.close();
  await unbuilt.close();
  consoleBuild.remove();
});

const get = (path: string, base = api.baseUrl) => fetch(`${base}${path}`, { redirect: "manual" });

describe("the console's files", () => {
  it("answers index.html for every path under /admin/ and /dashboard/, never cached, with a strict CSP", async () => {
    for (const path of ["/admin/", "/admin/transactions/TX1", "/dashboard/", "/dashboard/api-tokens"]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'self';/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await response.text()).toContain('<div id="app"></div>');
    }
    const bare = await get("/admin");
    expect(bare.status).toBe(302);
    expect(bare.headers.get("location")).toBe("/admin/");
  });

  it("serves only the service's own hashed assets, immutable, with their content types", async () => {
    const html = await (await get("/dashboard/")).text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toHaveLength(3);
    const types: Record<string, string> = {
      js: "text/javascript; charset=utf-8",
      css: "text/css; charset=utf-8",
      svg: "image/svg+xml",
    };
    for (const asset of assets) {
      expect(asset).toMatch(/^\/console\/assets\/[\w-]+\.(js|css|svg)$/);
      const response = await get(asset);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(types[asset.split(".").pop()!]);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    const script = await (await get(assets.find((asset) => asset.endsWith(".js"))!)).text();
    expect(script).not.toMatch(/https?:\/\/(?!www\.w3\.org\/)[a-z0-9.-]+\.[a-z]{2,}\//i);
  });

  it("answers the error envelope for an unknown asset, a path outside the build and a console that was not built", async () => {
    for (const path of ["/console/assets/nope.js", "/console/assets/..%2Findex.html", "/console/assets/"]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
    const response = await get("/admin/", unbuilt.baseUrl);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/npm run build/);
  });

  it("leaves the API alone: other methods and /api/ paths are not the console's", async () => {
    const post = await fetch(`${api.baseUrl}/admin/`, { method: "POST" });
    expect(post.status).toBe(404);
    const adminApi = await get("/api/admin/transactions/");
    expect(adminApi.status).toBe(401);
  });
});
