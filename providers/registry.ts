import type { Db } from "../db/connection";
import type { Config } from "../lib/config";
import { type SecretsKeyConfig, secretBoxFor } from "../lib/secrets-key";
import { DEFAULT_HTTP_OPTIONS } from "./http";
import { type ProtocolName, protocolNamed } from "./protocols";
import { type ProviderEntry, type ProviderEntryOf, readProvidersFile } from "./providers-file";
import { sandboxEntry } from "./sandbox";
import { sandboxCredentials } from "./sandbox-credentials";
import type { ServiceSymbol } from "./services";
import type { ProviderClient } from "./types";

export interface ProviderDescriptor {
  codeName: string;
  name: string;
  protocol: ProtocolName;
  priority: number;
  enabled: boolean;
  services: ServiceSymbol[];
  currencies: string[];
  builtin: boolean;
  /** `"<SERVICE>:<CURRENCY>"` -> decimals, where its protocol takes fewer than the currency's two. */
  amountDecimals: Record<string, number>;
}

export interface ProviderRegistry {
  get(codeName: string): ProviderClient | undefined;
  descriptors(): ProviderDescriptor[];
}

function clientFor<Name extends ProtocolName>(entry: ProviderEntryOf<Name>, publicBaseUrl: string): ProviderClient {
  return protocolNamed(entry.protocol).createClient({
    codeName: entry.code_name,
    baseUrl: entry.base_url,
    callbackUrl: `${publicBaseUrl}/api/callbacks/${entry.code_name}/`,
    credentials: entry.credentials,
    http: entry.timeouts
      ? { connectTimeoutMs: entry.timeouts.connect_ms, requestTimeoutMs: entry.timeouts.request_ms }
      : DEFAULT_HTTP_OPTIONS,
  });
}

function amountDecimalsOf(entry: ProviderEntry): Record<string, number> {
  const protocol = protocolNamed(entry.protocol);
  const decimals: Record<string, number> = {};
  for (const service of entry.services) {
    for (const currency of entry.currencies) {
      const taken = protocol.amountDecimals?.(service, currency);
      if (taken !== undefined) decimals[`${service}:${currency}`] = taken;
    }
  }
  return decimals;
}

const descriptorOf = (entry: ProviderEntry, builtin: boolean): ProviderDescriptor => ({
  codeName: entry.code_name,
  name: entry.name,
  protocol: entry.protocol,
  priority: entry.priority,
  enabled: entry.enabled,
  services: entry.services,
  currencies: entry.currencies,
  builtin,
  amountDecimals: amountDecimalsOf(entry),
});

/** Registered providers validated from PROVIDERS_FILE at start, throwing a one-line error naming a bad field. */
export function readRegisteredProviders(config: Pick<Config, "PROVIDERS_FILE">): ProviderEntry[] {
  return config.PROVIDERS_FILE ? readProvidersFile(config.PROVIDERS_FILE) : [];
}

/** The clients of the built-in sandbox provider, hosted by the API, and of the registered providers. */
export async function createProviderRegistry(
  config: Pick<Config, "PUBLIC_BASE_URL"> & SecretsKeyConfig,
  entries: ProviderEntry[],
  db: Db,
): Promise<ProviderRegistry> {
  const sandbox = sandboxEntry(config.PUBLIC_BASE_URL, await sandboxCredentials(db, secretBoxFor(config)));
  const descriptors = [descriptorOf(sandbox, true), ...entries.map((entry) => descriptorOf(entry, false))];
  const clients = new Map([sandbox, ...entries].map((entry) => [entry.code_name, clientFor(entry, config.PUBLIC_BASE_URL)]));
  return { get: (codeName) => clients.get(codeName), descriptors: () => descriptors };
}
