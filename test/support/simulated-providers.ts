import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Simulator, startSimulator } from "../../simulator";

/** The simulator on loopback plus a providers file pointing at it, with short timeouts for tests. */
export async function startSimulatedProviders(): Promise<{ simulator: Simulator; providersFile: string }> {
  const simulator = await startSimulator({ delayMs: 300, hangMs: 2500, webhookRetryMs: 200 });
  const timeouts = { timeouts: { connect_ms: 1000, request_ms: 1000 } };
  const providersFile = path.join(os.tmpdir(), `providers-${randomBytes(6).toString("hex")}.json`);
  // The service's own two protocols only: the networks' providers are tested each on its own (test/simulator/).
  const file = simulator.providersFile({ sealed: timeouts, signed: timeouts });
  file.providers = file.providers.filter((entry) => entry.protocol === "sealed" || entry.protocol === "signed");
  writeFileSync(providersFile, JSON.stringify(file));
  return { simulator, providersFile };
}

let sequence = 0;
/** A unique Vodacom (M-Pesa) number ending in `suffix`, which picks the simulator's behaviour. */
export function mpesaNumber(suffix = "00"): string {
  sequence += 1;
  return `+24381${String(Date.now() % 1000).padStart(3, "0")}${String(sequence % 100).padStart(2, "0")}${suffix}`;
}
