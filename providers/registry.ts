import type { Db } from "../db/connection";
import type { Config } from "../lib/config";
import { type SecretsKeyConfig, secretBoxFor } from "../lib/secrets-key";
import { Secret } from "./credentials";
import { DEFAULT_HTTP_OPTIONS, type ProviderHttpOptions } from "./http";
import { type ProviderEntry, readProvidersFile } from "./providers-file";
import { sandboxCredentials } from "./sandbox-credentials";
import { SealedAdapter } from "./sealed/adapter";
import { SignedAdapter } from "./signed/adapter";
import type { ProviderAdapter, ProviderProtocol, ServiceSymbol } from "./types";

export const SANDBOX_PROVIDER = "sandbox";

export interface ProviderDescriptor {
  codeName: string;
  name: string;
  protocol: ProviderProtocol;
  priority: number;
  enabled: boolean;
  services: ServiceSymbol[];
  currencies: string[];
  builtin: boolean;
}

export interface ProviderRegistry {
  get(codeName: string): ProviderAdapter | undefined;
  descriptors(): ProviderDescriptor[];
}

function httpOptions(entry: ProviderEntry): ProviderHttpOptions {
  return entry.timeouts
    ? { connectTimeoutMs: entry.timeouts.connect_ms, requestTimeoutMs: entry.timeouts.request_ms }
    : DEFAULT_HTTP_OPTIONS;
}

function adapterFor(entry: ProviderEntry): ProviderAdapter {
  switch (entry.protocol) {
    case "sealed":
      return new SealedAdapter(
        entry.code_name,
        entry.base_url,
        {
          merchantCode: entry.credentials.merchant_code,
          apiKey: new Secret(entry.credentials.api_key),
          encKey: new Secret(entry.credentials.enc_key),
          macKey: new Secret(entry.credentials.mac_key),
        },
        httpOptions(entry),
      );
    case "signed":
      return new SignedAdapter(
        entry.code_name,
        entry.base_url,
        {
          clientId: entry.credentials.client_id,
          clientSecret: new Secret(entry.credentials.client_secret),
          webhookSecret: new Secret(entry.credentials.webhook_secret),
        },
        httpOptions(entry),
      );
    default: {
      const unreachable: never = entry;
      throw new Error(`unknown protocol in ${JSON.stringify(unreachable)}`);
    }
  }
}

/** Registered providers validated from PROVIDERS_FILE at start, throwing a one-line error naming a bad field. */
export function readRegisteredProviders(config: Pick<Config, "PROVIDERS_FILE">): ProviderEntry[] {
  return config.PROVIDERS_FILE ? readProvidersFile(config.PROVIDERS_FILE) : [];
}

/** The adapters of the registered providers plus the built-in sandbox provider hosted by the API. */
export async function createProviderRegistry(
  config: Pick<Config, "PUBLIC_BASE_URL"> & SecretsKeyConfig,
  entries: ProviderEntry[],
  db: Db,
): Promise<ProviderRegistry> {
  const keys = await sandboxCredentials(db, secretBoxFor(config));
  const sandbox = new SignedAdapter(
    SANDBOX_PROVIDER,
    `${config.PUBLIC_BASE_URL}/sandbox-provider`,
    { clientId: keys.clientId, clientSecret: new Secret(keys.clientSecret), webhookSecret: new Secret(keys.webhookSecret) },
    DEFAULT_HTTP_OPTIONS,
  );
  const adapters = new Map<string, ProviderAdapter>([[SANDBOX_PROVIDER, sandbox]]);
  for (const entry of entries) adapters.set(entry.code_name, adapterFor(entry));
  const descriptors: ProviderDescriptor[] = [
    {
      codeName: SANDBOX_PROVIDER,
      name: "Built-in sandbox",
      protocol: "signed",
      priority: 0,
      enabled: true,
      services: ["MPESA", "ORANGE", "AIRTEL", "AFRICELL"],
      currencies: ["CDF", "USD"],
      builtin: true,
    },
    ...entries.map((entry) => ({
      codeName: entry.code_name,
      name: entry.name,
      protocol: entry.protocol,
      priority: entry.priority,
      enabled: entry.enabled,
      services: entry.services,
      currencies: entry.currencies,
      builtin: false,
    })),
  ];
  return { get: (codeName) => adapters.get(codeName), descriptors: () => descriptors };
}

/**
 * Upserts each provider's row (keeping its health columns); providers gone from the file are disabled.
 * The file's priority and enabled apply until staff set them in the console (managed_by = 'staff').
 */
export async function syncProviders(db: Db, registry: ProviderRegistry): Promise<void> {
  const descriptors = registry.descriptors();
  await db.transaction(async (trx) => {
    for (const provider of descriptors) {
      await trx("providers")
        .insert({
          code_name: provider.codeName,
          name: provider.name,
          protocol: provider.protocol,
          priority: provider.priority,
          enabled: provider.enabled,
          services: provider.services,
          currencies: provider.currencies,
          builtin: provider.builtin,
        })
        .onConflict("code_name")
        .merge({
          name: trx.raw("excluded.name"),
          protocol: trx.raw("excluded.protocol"),
          services: trx.raw("excluded.services"),
          currencies: trx.raw("excluded.currencies"),
          builtin: trx.raw("excluded.builtin"),
          priority: trx.raw("CASE WHEN providers.managed_by = 'staff' THEN providers.priority ELSE excluded.priority END"),
          enabled: trx.raw("CASE WHEN providers.managed_by = 'staff' THEN providers.enabled ELSE excluded.enabled END"),
          updated_at: trx.fn.now(),
        });
    }
    await trx("providers")
      .whereNotIn(
        "code_name",
        descriptors.map((provider) => provider.codeName),
      )
      .update({ enabled: false, updated_at: trx.fn.now() });
  });
}
