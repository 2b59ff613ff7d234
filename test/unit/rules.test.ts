import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { computeFee } from "../../domain/core/fees";
import { initiationResult, shouldTryNext } from "../../domain/routing/failover";
import { loadConfig } from "../../lib/config";
import { readProvidersFile } from "../../providers/providers-file";
import { nextPollDelayMs } from "../../workflows/steps/polling";

describe("fees", () => {
  const schedule = loadConfig({
    FEE_SCHEDULE: JSON.stringify({
      default: { percent: "1.5", minimum: { CDF: "500.00", USD: "0.20" } },
      ORANGE: { percent: "2", minimum: {} },
    }),
  }).FEE_SCHEDULE.collection;

  it("reads a schedule per operation, the flat form being the collections' one", () => {
    const perOperation = loadConfig({
      FEE_SCHEDULE: JSON.stringify({
        collection: { default: { percent: "1.5", minimum: {} } },
        payout: { default: { percent: "0.5", minimum: { CDF: "100.00" } } },
      }),
    }).FEE_SCHEDULE;
    expect(computeFee(perOperation.payout, "MPESA", "CDF", "100000.00")).toEqual({ fee: "500.00", net: "99500.00" });
    expect(computeFee(perOperation.collection, "MPESA", "CDF", "100000.00")).toEqual({ fee: "1500.00", net: "98500.00" });
    expect(loadConfig({}).FEE_SCHEDULE.payout.default.percent).toBe("1.0");
  });

  it.each([
    ["MPESA", "USD", "100.00", "1.50", "98.50"],
    ["MPESA", "USD", "7.35", "0.20", "7.15"],
    ["MPESA", "USD", "0.10", "0.10", "0.00"],
    ["MPESA", "CDF", "1000000.00", "15000.00", "985000.00"],
    ["MPESA", "USD", "10.03", "0.20", "9.83"],
    ["MPESA", "USD", "33.70", "0.51", "33.19"],
    ["ORANGE", "USD", "1.25", "0.03", "1.22"],
  ])("%s %s %s: fee %s, net %s", (service, currency, gross, fee, net) => {
    expect(computeFee(schedule, service, currency, gross)).toEqual({ fee, net });
  });
});

describe("routing rules", () => {
  it("tries the next provider only after a definitive refusal", () => {
    expect(shouldTryNext({ kind: "refused", reason: "x", failure: { reason: "declined", code: "x" } })).toBe(true);
    expect(shouldTryNext({ kind: "accepted", providerReference: "p", final: null })).toBe(false);
    expect(shouldTryNext({ kind: "unknown", reason: "timeout" })).toBe(false);
  });

  it("reports why initiation ended", () => {
    expect(initiationResult(undefined, undefined, [])).toMatchObject({ outcome: "refused" });
    expect(
      initiationResult("a", { kind: "refused", reason: "r2", failure: { reason: "declined", code: "r2" } }, ["r1", "r2"]),
    ).toEqual({
      outcome: "refused",
      reason: "r1; r2",
    });
    expect(initiationResult("a", { kind: "unknown", reason: "t" }, [])).toEqual({ outcome: "unknown", reason: "t" });
  });

  it("backs off status queries up to fifteen minutes", () => {
    const delays: number[] = [];
    let delay: number | undefined;
    for (let step = 0; step < 8; step++) {
      delay = nextPollDelayMs(delay, 30_000);
      delays.push(delay);
    }
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000, 900_000]);
  });
});

describe("configuration", () => {
  it("names the bad variable in one line", () => {
    expect(() => loadConfig({ PORT: "http" })).toThrow(/^invalid configuration: PORT: /);
    expect(() => loadConfig({ TEMPORAL_ADDRESS: "nowhere" })).toThrow(/TEMPORAL_ADDRESS/);
    expect(() => loadConfig({ FEE_SCHEDULE: "{}" })).toThrow(/FEE_SCHEDULE/);
    expect(() => loadConfig({ BOOTSTRAP_STAFF_EMAIL: "ops@example.com" })).toThrow(/BOOTSTRAP_STAFF_PASSWORD/);
  });

  it("defaults as the contract says", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8000,
      HOST: "127.0.0.1",
      TEMPORAL_NAMESPACE: "default",
      TEMPORAL_TASK_QUEUE: "payments",
      CALLBACK_ALLOW_PRIVATE: false,
      MAIL_FROM: "no-reply@localhost",
      PUBLIC_BASE_URL: "http://127.0.0.1:8000",
    });
  });

  it("names the bad field of a providers file", () => {
    const file = path.join(os.tmpdir(), `providers-${randomBytes(4).toString("hex")}.json`);
    const provider = {
      code_name: "alpha",
      name: "A",
      protocol: "sealed",
      base_url: "http://127.0.0.1:1",
      services: ["MPESA"],
      currencies: ["USD"],
      priority: 1,
      enabled: true,
    };
    writeFileSync(
      file,
      JSON.stringify({
        providers: [{ ...provider, credentials: { merchant_code: "M", api_key: "k", enc_key: "zz", mac_key: "00".repeat(32) } }],
      }),
    );
    expect(() => readProvidersFile(file)).toThrow(/providers\[0\]\.credentials\.enc_key: must be 32 hex characters/);
    writeFileSync(
      file,
      JSON.stringify({
        providers: [
          {
            ...provider,
            protocol: "signed",
            services: ["MTN"],
            credentials: { client_id: "c", client_secret: "s".repeat(8), webhook_secret: "w".repeat(16) },
          },
        ],
      }),
    );
    expect(() => readProvidersFile(file)).toThrow(/providers\[0\]\.services\[0\]/);
  });
});
