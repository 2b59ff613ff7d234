import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readProvidersFile } from "../providers/providers-file";
import { startSimulator } from ".";
import { loadSimulatorConfig } from "./config";

/**
 * `npm run simulator`: both provider protocols. It takes its credentials from PROVIDERS_FILE (first
 * sealed and first signed provider), else from the providers file it wrote on an earlier run, else
 * makes some; without PROVIDERS_FILE it (re)writes DATA_DIR/providers.simulator.json, whose base_urls
 * name SIMULATOR_PUBLIC_HOST (a listening address such as 0.0.0.0 is not one a client can reach).
 */
async function main(): Promise<void> {
  const config = loadSimulatorConfig();
  const writtenFile = path.resolve(config.DATA_DIR, "providers.simulator.json");
  const credentialsFile = config.PROVIDERS_FILE ?? (existsSync(writtenFile) ? writtenFile : undefined);
  const entries = credentialsFile ? readProvidersFile(credentialsFile) : [];
  const sealed = entries.find((entry) => entry.protocol === "sealed");
  const signed = entries.find((entry) => entry.protocol === "signed");
  const simulator = await startSimulator({
    host: config.SIMULATOR_HOST,
    sealedPort: config.SIMULATOR_SEALED_PORT,
    signedPort: config.SIMULATOR_SIGNED_PORT,
    delayMs: config.SIMULATOR_DELAY_MS,
    sealed: sealed?.protocol === "sealed" ? sealed.credentials : undefined,
    signed: signed?.protocol === "signed" ? signed.credentials : undefined,
  });
  const publicUrl = (listening: string) => {
    const url = new URL(listening);
    url.hostname = config.SIMULATOR_PUBLIC_HOST ?? config.SIMULATOR_HOST;
    return url.origin;
  };
  if (!config.PROVIDERS_FILE) {
    const file = simulator.providersFile({
      sealed: { base_url: publicUrl(simulator.sealed.url) },
      signed: { base_url: publicUrl(simulator.signed.url) },
    });
    mkdirSync(path.dirname(writtenFile), { recursive: true });
    writeFileSync(writtenFile, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
    console.log(`providers file for the service: ${writtenFile}`);
  }
  console.log(`sealed (protocol A) provider on ${simulator.sealed.url}, advertised as ${publicUrl(simulator.sealed.url)}`);
  console.log(`signed (protocol B) provider on ${simulator.signed.url}, advertised as ${publicUrl(simulator.signed.url)}`);
  const stop = () => simulator.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error) => {
  console.error(`simulator failed: ${error.message}`);
  process.exit(1);
});
