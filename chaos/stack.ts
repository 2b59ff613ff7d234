import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Connection } from "@temporalio/client";
import { bundleWorkflowCode, DefaultLogger } from "@temporalio/worker";
import bcrypt from "bcrypt";
import knex from "knex";
import { createDb, type Db } from "../db/connection";
import { migrateLatest } from "../db/migrate";
import { submitMerchantProfile } from "../domain/accounts/merchant-profile";
import { issueToken } from "../domain/accounts/tokens";
import { insertUser } from "../domain/accounts/users-store";
import { logger } from "../lib/logger";
import type { SecretBox } from "../lib/secret-box";
import { secretBoxFor } from "../lib/secrets-key";
import { ensureTemporalSetup } from "../lib/temporal-setup";
import { startEmbeddedPostgres } from "../runtime/embedded-postgres";
import { ensureTemporalCli } from "../runtime/temporal-cli";
import { type DevServerHandle, freePort, startTemporalDevServer } from "../runtime/temporal-dev-server";
import { startTemporalServer } from "../runtime/temporal-server";
import { ensureTemporalServer } from "../runtime/temporal-server-binary";
import { creditOpeningBalance } from "../seed/opening-balance";
import { enrolWithRecoveryCodes } from "../seed/two-factor";
import { callbackUrlOf, type Simulator, startSimulator } from "../simulator";
import { SIMULATED_PROTOCOLS } from "../simulator/protocols";
import { MOVEMENT_SEARCH_ATTRIBUTE_NAMES } from "../workflows/definitions";
import { type EventEndpoints, startEventEndpoints } from "./event-endpoints";
import { type MerchantEndpoint, startMerchantEndpoint } from "./merchant-endpoint";
import { NETWORK_CURRENCY, NETWORK_PROTOCOLS } from "./network-leg";
import { type SupervisedProcess, supervise } from "./processes";
import { startWebhookBalancer } from "./webhook-balancer";
import { type RetryStart, type WorkerDeath, workerDeathWatch } from "./worker-deaths";

export interface StackOptions {
  workDir: string;
  /** A PostgreSQL server's admin URL, where the run makes (and finally drops) a database; unset: an embedded one. */
  adminDatabaseUrl?: string;
  /** Fraction of creations after which an API process kills itself right after its INSERT. */
  orphanRate: number;
  /** Seeds api-1's dice for the orphan fault. */
  orphanSeed: number;
  /**
   * `dev`: the file-backed Temporal dev server (SQLite); `server`: the pinned Temporal server on PostgreSQL (its
   * databases beside the service's), configured as docker-compose.yml configures it.
   */
  temporal: "dev" | "server";
}

/** The Temporal the run uses, whichever kind: its address, a crash and a restart on the same state. */
interface TemporalUnderTest {
  address: string;
  crash(downMs: number): Promise<void>;
  stop(): Promise<void>;
}

async function startDevServer(workDir: string): Promise<TemporalUnderTest> {
  const temporalOptions = {
    cliPath: await ensureTemporalCli(process.env.TEMPORAL_CLI_PATH, (line) => console.log(line)),
    namespace: "default",
    dataDir: path.join(workDir, "temporal"),
    port: await freePort(),
    headless: true,
  };
  let temporal: DevServerHandle = await startTemporalDevServer(temporalOptions, logger);
  return {
    address: temporal.address,
    crash: async (downMs) => {
      await temporal.kill();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      temporal = await startTemporalDevServer(temporalOptions, logger);
    },
    stop: () => temporal.stop(),
  };
}

/** The real server, its namespace and search attributes registered once as compose's set-up does. */
async function startRealServer(adminUrl: string): Promise<TemporalUnderTest> {
  const binaries = await ensureTemporalServer((line) => console.log(line));
  const server = await startTemporalServer({ binaries, adminDatabaseUrl: adminUrl }, logger);
  try {
    const connection = await Connection.connect({ address: server.address });
    try {
      await ensureTemporalSetup(connection, {
        namespace: "default",
        searchAttributes: MOVEMENT_SEARCH_ATTRIBUTE_NAMES,
        address: server.address,
        autoSetup: true,
      });
    } finally {
      await connection.close();
    }
  } catch (error) {
    await server.drop();
    throw error;
  }
  return {
    address: server.address,
    crash: async (downMs) => {
      await server.kill();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await server.restart();
    },
    stop: () => server.drop(),
  };
}

export interface ChaosStack {
  db: Db;
  databaseName: string;
  simulator: Simulator;
  merchant: { token: string; merchantId: string };
  /** The merchant that pays out (its wallet funded by `fundPayoutWallet`), apart from the one that collects. */
  payoutMerchant: { token: string; merchantId: string; password: string };
  /** The merchant of the networks' leg (chaos/network-leg.ts), its CDF wallet funded at the start. */
  networkMerchant: { merchant: { token: string; merchantId: string } };
  /** The merchants of the finance leg (chaos/finance-leg.ts): one converts, one pays a payout file; funded at the start. */
  exchangeMerchant: { token: string; merchantId: string };
  fileMerchant: { token: string; merchantId: string; password: string };
  /** Turns two-factor on for the file merchant with `count` recovery codes, and answers them. */
  enrolFileTwoFactor(count: number): Promise<string[]>;
  /** Turns two-factor on for the payout merchant with `count` recovery codes (one per approval), and answers them. */
  enrolPayoutTwoFactor(count: number): Promise<string[]>;
  /** A staff user's token, for what operators do during the run (reconciliation). */
  staffToken: string;
  /** Credits the payout merchant's USD wallet, as a successful payment's net would. */
  fundPayoutWallet(amount: string): Promise<void>;
  endpoint: MerchantEndpoint;
  /** The merchants' webhook endpoints (events), down with `endpoint` in the outage fault. */
  eventEndpoints: EventEndpoints;
  apis: Array<SupervisedProcess & { url: string }>;
  workers: SupervisedProcess[];
  /** SIGKILLs the workers together, noting which provider activities they were running (`workerDeaths`). */
  killWorkers(workers: SupervisedProcess[]): Promise<void>;
  workerDeaths: WorkerDeath[];
  /** When a provider activity a dead worker held ran again (read from its workflow's history). */
  retryStart: RetryStart;
  /** SIGKILLs the Temporal server, waits `downMs`, starts it again on the same port and state. */
  crashTemporal(downMs: number): Promise<void>;
  /** Terminates every PostgreSQL backend serving the service's database. */
  cutDatabaseConnections(): Promise<number>;
  stop(): Promise<void>;
}

/** What the networks' merchant holds at the start, for its payouts and refunds. */
const NETWORK_FUNDS = "10000000.00";
/** What the finance leg's merchants hold at the start: its conversions together ask for more than this. */
export const EXCHANGE_FUNDS = { USD: "1000.00", CDF: "2850000.00" } as const;
export const FILE_FUNDS = "100000.00";

const MAIN = path.resolve(__dirname, "../dist/runtime/start.js");
/** api-1's entry: the API composed with the fault after the INSERT; run from source by tsx. */
const API_WITH_FAULTS = path.resolve(__dirname, "api-with-faults.ts");
const quietLogger = new DefaultLogger("WARN");
/** The chaos stack's own task queue, which the death watch asks Temporal about. */
const TASK_QUEUE = "chaos";

/** One PostgreSQL database, one Temporal (dev server or real server), the simulator, two API and two worker processes. */
export async function startChaosStack(options: StackOptions): Promise<ChaosStack> {
  const stops: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    mkdirSync(options.workDir, { recursive: true });
    let adminUrl = options.adminDatabaseUrl;
    if (!adminUrl) {
      const embedded = await startEmbeddedPostgres(options.workDir, await freePort(), logger);
      stops.push(() => embedded.stop());
      adminUrl = embedded.url;
    }
    const databaseName = `chaos_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = knex({ client: "pg", connection: adminUrl, pool: { min: 0, max: 2 } });
    stops.push(() => admin.destroy());
    await admin.raw(`CREATE DATABASE ${databaseName}`);
    stops.push(() => admin.raw(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    const databaseUrl = url.toString();
    const db = createDb(databaseUrl, { min: 0, max: 4 });
    stops.push(() => db.destroy());
    await migrateLatest(db);

    const simulator = await startSimulator({ delayMs: 300, hangMs: 2500, webhookRetryMs: 300 });
    stops.push(() => simulator.close());
    const timeouts = { timeouts: { connect_ms: 1000, request_ms: 1000 } };
    const providersFile = path.join(options.workDir, "providers.json");
    // The networks' providers take CDF only, which the main run never uses: they serve the networks' leg alone.
    const networks = Object.fromEntries(
      NETWORK_PROTOCOLS.map((name) => [name, { ...timeouts, enabled: true, currencies: [NETWORK_CURRENCY] }]),
    );
    writeFileSync(providersFile, JSON.stringify(simulator.providersFile({ sealed: timeouts, signed: timeouts, ...networks })), {
      mode: 0o600,
    });

    const temporal = options.temporal === "server" ? await startRealServer(adminUrl) : await startDevServer(options.workDir);
    stops.push(() => temporal.stop());

    const bundle = await bundleWorkflowCode({
      workflowsPath: path.resolve(__dirname, "../dist/workflows/index.js"),
      logger: quietLogger,
    });
    const bundlePath = path.join(options.workDir, "workflows.js");
    writeFileSync(bundlePath, bundle.code);

    // Every listener of the run's own takes its port (any free one) before the APIs' ports are chosen: a port chosen
    // for an API and then handed to a listener would fail the API's start, or answer its readiness probe instead.
    const apiUrls: string[] = [];
    const balancer = await startWebhookBalancer(apiUrls);
    stops.push(() => balancer.close());
    const callbackSecrets: string[] = [];
    const endpoint = await startMerchantEndpoint(() => callbackSecrets);
    stops.push(() => endpoint.close());
    const eventEndpoints = await startEventEndpoints();
    stops.push(() => eventEndpoints.close());
    const apiPorts = [await freePort(), await freePort()];
    apiUrls.push(...apiPorts.map((port) => `http://127.0.0.1:${port}`));
    for (const name of NETWORK_PROTOCOLS) {
      const dashboard = simulator[name].engine.dashboard;
      if (dashboard) dashboard.callbackUrl = callbackUrlOf(balancer.url, SIMULATED_PROTOCOLS[name].sampleProvider.code_name);
    }

    // One sealing key for every process (secrets at rest), as a deployment shares it.
    const secretsKey = randomBytes(32).toString("base64");
    const box = secretBoxFor({ SECRETS_KEY: secretsKey, SECRETS_PREVIOUS_KEYS: [], DATA_DIR: options.workDir });
    const merchant = await createChaosMerchant(db, box, "Chaos Shop");
    const payoutMerchant = await createChaosMerchant(db, box, "Chaos Payroll");
    const networkMerchant = await createChaosMerchant(db, box, "Chaos Networks");
    await creditOpeningBalance(db, networkMerchant.merchantId, NETWORK_CURRENCY, NETWORK_FUNDS);
    const exchangeMerchant = await createChaosMerchant(db, box, "Chaos Exchange");
    const fileMerchant = await createChaosMerchant(db, box, "Chaos Files");
    for (const [currency, amount] of Object.entries(EXCHANGE_FUNDS)) {
      await creditOpeningBalance(db, exchangeMerchant.merchantId, currency, amount);
    }
    await creditOpeningBalance(db, fileMerchant.merchantId, "USD", FILE_FUNDS);
    const staff = await insertUser(db, {
      email: `chaos-staff-${randomBytes(4).toString("hex")}@example.com`,
      password_hash: await bcrypt.hash(randomBytes(16).toString("hex"), 4),
      type: "staff",
      is_staff: true,
      email_verified_at: new Date(),
    });
    const { token: staffToken } = await issueToken(db, staff.id, "session", 24 * 3_600_000);
    callbackSecrets.push(
      merchant.callbackSecret,
      payoutMerchant.callbackSecret,
      networkMerchant.callbackSecret,
      fileMerchant.callbackSecret,
    );

    const env = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: temporal.address,
      TEMPORAL_TASK_QUEUE: TASK_QUEUE,
      PROVIDERS_FILE: providersFile,
      PUBLIC_BASE_URL: balancer.url,
      CALLBACK_ALLOW_PRIVATE: "true",
      DATA_DIR: options.workDir,
      LOG_LEVEL: "warn",
      SECRETS_KEY: secretsKey,
      PAYMENT_EXPIRY_HOURS: "0.01",
      PAYMENT_STATUS_POLL_SECONDS: "2",
      PENDING_SWEEP_INTERVAL_SECONDS: "1",
      PENDING_START_GRACE_SECONDS: "3",
      PAYOUT_QUEUE_RECHECK_SECONDS: "2",
      // A payout left awaiting approval ends within the run (36 s after its creation).
      PAYOUT_APPROVAL_HOURS: "0.01",
      // Processes killed mid-request leave sign-in failures counted; approvals must not be locked out by them.
      AUTH_MAX_FAILURES_PER_ACCOUNT: "100000",
      AUTH_MAX_FAILURES_PER_IP: "100000",
      // Every Pay comes from loopback; the checkout sweep runs often enough to expire, notify and refund within the run.
      CHECKOUT_TRIES_PER_ADDRESS_PER_HOUR: "100000",
      CHECKOUT_SWEEP_INTERVAL_SECONDS: "1",
      TEMPORAL_WORKFLOW_BUNDLE: bundlePath,
      ...extra,
    });
    const apis = apiPorts.map((port, index) => {
      const process_ = supervise({
        name: `api-${index + 1}`,
        command: process.execPath,
        args:
          index === 0
            ? ["--import", "tsx", API_WITH_FAULTS, String(options.orphanRate), String(options.orphanSeed)]
            : [MAIN, "api"],
        env: env({ PORT: String(port) }),
        logFile: path.join(options.workDir, `api-${index + 1}.log`),
        restartDelayMs: 1000,
        probe: async () => (await fetch(`${apiUrls[index]}/healthz`)).ok,
      });
      return Object.assign(process_, { url: apiUrls[index]! });
    });
    const deathWatch = workerDeathWatch(temporal.address, TASK_QUEUE);
    stops.push(() => deathWatch.close());
    const workers = [1, 2].map((number) =>
      supervise({
        name: `worker-${number}`,
        command: process.execPath,
        args: [MAIN, "worker"],
        env: env({}),
        logFile: path.join(options.workDir, `worker-${number}.log`),
        restartDelayMs: 2000,
        probe: (pid) => deathWatch.polls(pid),
      }),
    );
    stops.push(async () => {
      await Promise.all([...apis, ...workers].map((one) => one.stop()));
    });
    await Promise.all(apis.map((api) => api.ready()));

    return {
      db,
      databaseName,
      simulator,
      merchant,
      payoutMerchant,
      networkMerchant: { merchant: networkMerchant },
      exchangeMerchant,
      fileMerchant,
      enrolFileTwoFactor: (count) => enrolWithRecoveryCodes(db, box, fileMerchant.user, count),
      staffToken,
      fundPayoutWallet: async (amount) => {
        await creditOpeningBalance(db, payoutMerchant.merchantId, "USD", amount);
      },
      enrolPayoutTwoFactor: (count) => enrolWithRecoveryCodes(db, box, payoutMerchant.user, count),
      endpoint,
      eventEndpoints,
      apis,
      workers,
      killWorkers: (killed) => deathWatch.kill(killed, killed.length === workers.length),
      workerDeaths: deathWatch.deaths,
      retryStart: deathWatch.retryStart,
      crashTemporal: (downMs) => temporal.crash(downMs),
      cutDatabaseConnections: async () => {
        const { rows } = await admin.raw(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ? AND pid <> pg_backend_pid()",
          [databaseName],
        );
        return rows.length;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function createChaosMerchant(db: Db, box: SecretBox, name: string) {
  const email = `chaos-${randomBytes(4).toString("hex")}@example.com`;
  const password = randomBytes(16).toString("hex");
  const user = await insertUser(db, {
    email,
    password_hash: await bcrypt.hash(password, 4),
    type: "merchant",
    account_type: "prod",
    email_verified_at: new Date(),
  });
  const { merchant, callbackSecret } = await submitMerchantProfile(db, box, user.id, {
    name,
    email,
    phone: "+243812345678",
    country: "CD",
  });
  const { token } = await issueToken(db, user.id, "session", 24 * 3_600_000);
  return { token, merchantId: merchant.id as string, callbackSecret, password, user: { id: user.id, email } };
}
