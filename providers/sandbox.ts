import type { ProviderEntryOf } from "./providers-file";
import { SANDBOX_PROVIDER } from "./sandbox-name";
import { SERVICE_SYMBOLS } from "./services";
import type { SignedProtocolCredentials } from "./signed/protocol";

/** The protocol the built-in sandbox provider speaks; the API hosts its provider side (simulator/sandbox.ts). */
export const SANDBOX_PROTOCOL = "signed";

/**
 * The built-in sandbox provider as one more providers-file entry: every service, hosted by the API
 * under `/sandbox-provider`, with credentials made once per database (sandbox-credentials.ts).
 */
export function sandboxEntry(
  publicBaseUrl: string,
  credentials: SignedProtocolCredentials,
): ProviderEntryOf<typeof SANDBOX_PROTOCOL> {
  return {
    code_name: SANDBOX_PROVIDER,
    name: "Built-in sandbox",
    protocol: SANDBOX_PROTOCOL,
    base_url: `${publicBaseUrl}/sandbox-provider`,
    credentials,
    services: SERVICE_SYMBOLS,
    currencies: ["CDF", "USD"],
    priority: 0,
    enabled: true,
  };
}
