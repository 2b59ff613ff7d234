import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ProtocolName } from "../providers/protocols";
import { readProvidersFile } from "../providers/providers-file";
import { startSimulator } from ".";
import { loadSimulatorConfig } from "./config";
import { SIMULATED_PROTOCOL_NAMES } from "./protocols";
import { keepProviderKeysIn } from "./provider-keys";

/**
 * `npm run simulator`: every provider protocol. It takes its credentials from PROVIDERS_FILE (the first
 * provider of each protocol), else from the providers file it wrote on an earlier run, else
 * makes some; without PROVIDERS_FILE it (re)writes DATA_DIR/providers.simulator.json, whose base_urls
 * name SIMULATOR_PUBLIC_HOST (a listening address such as 0.0.0.0 is not one a client can reach).
 */
async function main(): Promise<void> {
  const config = loadSimulatorConfig();
  const writtenFile = path.resolve(config.DATA_DIR, "providers.simulator.json");
  const credentialsFile = config.PROVIDERS_FILE ?? (existsSync(writtenFile) ? writtenFile : undefined);
  const entries = credentialsFile ? readProvidersFile(credentialsFile) : [];
  const firstOfEach = SIMULATED_PROTOCOL_NAMES.flatMap((name) => entries.find((entry) => entry.protocol === name) ?? []);
  const ports: Record<ProtocolName, number> = {
    sealed: config.SIMULATOR_SEALED_PORT,
    signed: config.SIMULATOR_SIGNED_PORT,
    pawapay: config.SIMULATOR_PAWAPAY_PORT,
    airtel: config.SIMULATOR_AIRTEL_PORT,
    mpesa: config.SIMULATOR_MPESA_PORT,
    orange: config.SIMULATOR_ORANGE_PORT,
  };
  keepProviderKeysIn(path.resolve(config.DATA_DIR, "simulator-keys"));
  const simulator = await startSimulator({
    host: config.SIMULATOR_HOST,
    ports,
    ...(config.SIMULATOR_SERVICE_URL ? { serviceUrl: config.SIMULATOR_SERVICE_URL } : {}),
    delayMs: config.SIMULATOR_DELAY_MS,
    ...(config.SIMULATOR_FLOAT ? { float: config.SIMULATOR_FLOAT } : {}),
    credentials: Object.fromEntries(firstOfEach.map((entry) => [entry.protocol, entry.credentials])),
  });
  const publicUrl = (listening: string) => {
    const url = new URL(listening);
    url.hostname = config.SIMULATOR_PUBLIC_HOST ?? config.SIMULATOR_HOST;
    return url.origin;
  };
  if (!config.PROVIDERS_FILE) {
    const file = simulator.providersFile(
      Object.fromEntries(SIMULATED_PROTOCOL_NAMES.map((name) => [name, { base_url: publicUrl(simulator[name].url) }])),
    );
    mkdirSync(path.dirname(writtenFile), { recursive: true });
    writeFileSync(writtenFile, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
    console.log(`providers file for the service: ${writtenFile}`);
  }
  for (const name of SIMULATED_PROTOCOL_NAMES) {
    console.log(`${name} provider on ${simulator[name].url}, advertised as ${publicUrl(simulator[name].url)}`);
  }
  const stop = () => simulator.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error) => {
  console.error(`simulator failed: ${error.message}`);
  process.exit(1);
});
