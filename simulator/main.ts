import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readProvidersFile } from "../providers/providers-file";
import { startSimulator } from ".";

/**
 * `npm run simulator`: both provider protocols on loopback. With PROVIDERS_FILE it uses the first
 * sealed and first signed provider's credentials; otherwise it makes some and writes a ready providers
 * file to DATA_DIR/providers.simulator.json.
 */
async function main(): Promise<void> {
  const host = process.env.SIMULATOR_HOST ?? "127.0.0.1";
  const entries = process.env.PROVIDERS_FILE ? readProvidersFile(process.env.PROVIDERS_FILE) : [];
  const sealed = entries.find((entry) => entry.protocol === "sealed");
  const signed = entries.find((entry) => entry.protocol === "signed");
  const simulator = await startSimulator({
    host,
    sealedPort: Number(process.env.SIMULATOR_SEALED_PORT ?? 9101),
    signedPort: Number(process.env.SIMULATOR_SIGNED_PORT ?? 9102),
    delayMs: Number(process.env.SIMULATOR_DELAY_MS ?? 2000),
    sealed: sealed?.protocol === "sealed" ? sealed.credentials : undefined,
    signed: signed?.protocol === "signed" ? signed.credentials : undefined,
  });
  if (!process.env.PROVIDERS_FILE) {
    const file = path.resolve(process.env.DATA_DIR ?? ".data", "providers.simulator.json");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(simulator.providersFile(), null, 2)}\n`, { mode: 0o600 });
    console.log(`providers file for the service: ${file}`);
  }
  console.log(`sealed (protocol A) provider on ${simulator.sealed.url}`);
  console.log(`signed (protocol B) provider on ${simulator.signed.url}`);
  const stop = () => simulator.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error) => {
  console.error(`simulator failed: ${error.message}`);
  process.exit(1);
});
