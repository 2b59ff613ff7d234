import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { parse } from "yaml";
import { envSchema, loadConfig } from "../../lib/config";
import { simulatorEnvSchema } from "../../simulator/config";
import { MOVEMENT_SEARCH_ATTRIBUTE_NAMES } from "../../workflows/definitions";
import { variablesOf } from "../support/config-schema";

/**
 * No Docker engine runs where the tests run, so the deployment files are checked for what would
 * otherwise only fail on `docker compose up`.
 */
const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string> | string[];
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test?: unknown; disable?: boolean };
  restart?: string;
  volumes?: string[];
  deploy?: { replicas?: number };
}

const compose = parse(read("docker-compose.yml"), { merge: true }) as { services: Record<string, ComposeService> };
const services = Object.entries(compose.services);
const ours = services.filter(([, service]) => service.build !== undefined);

/** The runtime stage: the Dockerfile's last FROM to the end. */
const dockerfile = read("Dockerfile").replace(/\\\n\s*/g, " ");
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));

const imageHealthcheck = /^HEALTHCHECK\s+(?!NONE)/m.test(runtimeStage);
const hasHealthcheck = (service: ComposeService) =>
  service.healthcheck?.disable !== true &&
  (service.healthcheck?.test !== undefined || (service.build !== undefined && imageHealthcheck));
const isOneShot = (service: ComposeService) => service.restart === "no" || service.restart?.startsWith("on-failure") === true;

function environmentOf(service: ComposeService): string[] {
  const environment = service.environment ?? {};
  return Array.isArray(environment) ? environment.map((entry) => entry.split("=")[0]!) : Object.keys(environment);
}

describe("docker-compose.yml", () => {
  it("pins every image it pulls to a version (no latest, no bare name)", () => {
    for (const [name, service] of services.filter(([, service]) => service.build === undefined)) {
      const image = service.image ?? "";
      const tag = image.includes("@sha256:") ? "digest" : image.slice(image.lastIndexOf("/") + 1).split(":")[1];
      expect({ name, image, pinned: Boolean(tag && tag !== "latest" && /\d/.test(tag)) }).toEqual({ name, image, pinned: true });
    }
  });

  it("sets on our services only variables they read (the config schema; the simulator's own)", () => {
    const serviceVariables = new Set(variablesOf(envSchema).keys());
    const simulatorVariables = new Set(variablesOf(simulatorEnvSchema).keys());
    expect(ours.map(([name]) => name).sort()).toEqual(["api", "migrate", "simulator", "worker"]);
    for (const [name, service] of ours) {
      const known = name === "simulator" ? simulatorVariables : serviceVariables;
      const unknown = environmentOf(service).filter((variable) => !known.has(variable));
      expect({ name, unknown }).toEqual({ name, unknown: [] });
    }
  });

  it("makes every dependant wait for a healthcheck (or for a one-shot job to succeed)", () => {
    for (const [name, service] of services) {
      if (service.depends_on === undefined) continue;
      expect({ name, longForm: !Array.isArray(service.depends_on) }).toEqual({ name, longForm: true });
      for (const [dependency, { condition }] of Object.entries(service.depends_on as Record<string, { condition: string }>)) {
        const target = compose.services[dependency];
        expect(target).toBeDefined();
        const waits =
          (condition === "service_healthy" && hasHealthcheck(target!)) ||
          (condition === "service_completed_successfully" && isOneShot(target!));
        expect({ name, dependency, condition, waits }).toEqual({ name, dependency, condition, waits: true });
      }
    }
  });

  it("gives every service a restart policy and runs the API and the worker as two replicas each", () => {
    for (const [name, service] of services) expect({ name, restart: Boolean(service.restart) }).toEqual({ name, restart: true });
    for (const name of ["api", "worker"]) {
      expect(compose.services[name]!.deploy?.replicas).toBeGreaterThanOrEqual(2);
      expect(compose.services[name]!.command).toEqual(["node", "dist/runtime/start.js", name]);
    }
  });

  it("keeps Temporal's state in PostgreSQL (a real server, not the in-memory dev server) and PostgreSQL's in a volume", () => {
    const temporal = compose.services.temporal!;
    expect(temporal.image).toMatch(/^temporalio\/(server|auto-setup):/);
    expect(temporal.command ?? []).not.toContain("start-dev");
    expect(temporal.environment).toMatchObject({ DB: "postgres12", POSTGRES_SEEDS: "postgres" });
    expect(compose.services.postgres!.volumes).toEqual([expect.stringMatching(/^[\w-]+:\/var\/lib\/postgresql\/data$/)]);
  });

  it("runs only compiled entry points that exist in the source, and mounts only files that exist", () => {
    for (const [name, service] of ours) {
      const [binary, script] = service.command ?? [];
      expect({ name, binary }).toEqual({ name, binary: "node" });
      const source = script!.replace(/^dist\//, "").replace(/\.js$/, ".ts");
      expect({ name, source, exists: existsSync(path.join(root, source)) }).toEqual({ name, source, exists: true });
    }
    for (const [, service] of services) {
      for (const volume of service.volumes ?? []) {
        const [from] = volume.split(":");
        if (from!.startsWith("."))
          expect({ volume, exists: existsSync(path.join(root, from!)) }).toEqual({ volume, exists: true });
      }
    }
  });
});

describe("docker-compose.yml, as a deployment that can take a payment", () => {
  const environment = (name: string) => (compose.services[name]!.environment ?? {}) as Record<string, string>;

  it("registers the namespace and the payment search attributes in its set-up, before the API and the worker start", () => {
    const setup = compose.services["temporal-namespace"]!;
    const script = read(setup.volumes![0]!.split(":")[0]!);
    expect(environment("temporal-namespace").NAMESPACE).toBe(environment("api").TEMPORAL_NAMESPACE);
    expect(script).toMatch(/temporal operator namespace create/);
    for (const name of MOVEMENT_SEARCH_ATTRIBUTE_NAMES)
      expect({ name, registered: script.includes(name) }).toEqual({ name, registered: true });
    expect(script).toMatch(/temporal operator search-attribute create [^\n]*--type Keyword/);
    for (const name of ["api", "worker"]) {
      expect(compose.services[name]!.depends_on).toMatchObject({
        "temporal-namespace": { condition: "service_completed_successfully" },
      });
    }
  });

  it("tells providers to call back the API service, from the workers too", () => {
    for (const name of ["api", "worker"]) {
      const url = new URL(environment(name).PUBLIC_BASE_URL!);
      expect({ name, host: url.hostname, port: url.port }).toEqual({ name, host: "api", port: environment("api").PORT });
    }
  });

  it("keeps every pool within PostgreSQL's max_connections, with room for a one-off process and superusers", () => {
    const maxConnections = Number(compose.services.postgres!.command?.join(" ").match(/max_connections=(\d+)/)?.[1]);
    expect(maxConnections).toBeGreaterThan(0);
    const temporal = environment("temporal");
    // The server runs four services in one process (frontend, history, matching, worker), each with its own pools.
    const temporalConnections = 4 * (Number(temporal.SQL_MAX_CONNS) + Number(temporal.SQL_VIS_MAX_CONNS));
    expect(temporalConnections).toBeGreaterThan(0);
    const poolOf = (name: string) => loadConfig({ ...environment(name), SECRETS_KEY: undefined }).DATABASE_POOL_MAX;
    const serviceConnections = ["api", "worker"].reduce(
      (sum, name) => sum + poolOf(name) * (compose.services[name]!.deploy?.replicas ?? 1),
      0,
    );
    const oneOff = poolOf("api");
    const superuserReserved = 3;
    expect(temporalConnections + serviceConnections + oneOff).toBeLessThanOrEqual(maxConnections - superuserReserved);
    expect(read("docker-compose.yml")).toContain(`max_connections=${maxConnections}`);
  });
});

describe("process start", () => {
  const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;

  it("never builds in start:api or start:worker (processes started apart would race one dist/); npm start only when dist/ is stale", () => {
    for (const name of ["start:api", "start:worker"]) {
      expect({ name, script: scripts[name], pre: scripts[`pre${name}`] }).toEqual({
        name,
        script: expect.stringMatching(/^exec node dist\/runtime\/start\.js /),
        pre: expect.not.stringMatching(/npm run build|tsc/),
      });
    }
    expect(scripts.prestart).not.toMatch(/npm run build|tsc/);
    expect(scripts.prestart).toMatch(/build-if-stale/);
    expect(read("Dockerfile")).not.toMatch(/npm (run )?start/);
  });
});

describe("Dockerfile", () => {
  it("builds in one stage and runs in another: production dependencies only, a non-root user, a /readyz healthcheck", () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile.slice(0, dockerfile.lastIndexOf("\nFROM "))).toMatch(/RUN npm run build/);
    expect(runtimeStage).toMatch(/^RUN npm ci [^\n]*--omit=dev/m);
    expect(runtimeStage).not.toMatch(/COPY --from=\S+ \S*node_modules/);
    expect(runtimeStage).not.toMatch(/\btsx\b/);
    const user = runtimeStage.match(/^USER\s+(\S+)/m)?.[1];
    expect(user).toBeDefined();
    expect(["root", "0"]).not.toContain(user!.split(":")[0]);
    expect(runtimeStage).toMatch(/^HEALTHCHECK .*\/readyz/m);
    expect(runtimeStage).toMatch(/^CMD \["node", "dist\/runtime\/start\.js"/m);
  });
});

describe("production code", () => {
  /** Every package imported by code compiled into dist/ must be a dependency, or the image cannot run it. */
  it("imports no devDependency", () => {
    const packageJson = JSON.parse(read("package.json")) as { dependencies: Record<string, string> };
    const buildConfig = JSON.parse(read("tsconfig.build.json")) as { include: string[] };
    const files = buildConfig.include.flatMap((dir) => listTypeScript(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(50);
    const builtins = new Set(builtinModules);
    const missing = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const [, specifier] of text.matchAll(
        /(?:^import[^"'\n]*?from\s*|^import\s*|import\(|require\(|require\.resolve\()["']([^"']+)["']/gm,
      )) {
        if (specifier!.startsWith(".") || specifier!.startsWith("node:") || builtins.has(specifier!)) continue;
        if (/^import\s+type\b/m.test(text) && isTypeOnlyImport(text, specifier!)) continue;
        const name = specifier!.startsWith("@") ? specifier!.split("/").slice(0, 2).join("/") : specifier!.split("/")[0]!;
        if (!(name in packageJson.dependencies)) missing.add(`${name} (${path.relative(root, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});

function listTypeScript(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return listTypeScript(full);
    return full.endsWith(".ts") && !full.endsWith(".d.ts") ? [full] : [];
  });
}

/** `import type { X } from "pkg"` disappears from the compiled output. */
function isTypeOnlyImport(text: string, specifier: string): boolean {
  const imports = [
    ...text.matchAll(new RegExp(`^import\\s+(type\\s+)?[^;]*?from\\s*["']${specifier.replace(/[/.]/g, "\\$&")}["']`, "gms")),
  ];
  return imports.length > 0 && imports.every((match) => Boolean(match[1]));
}
