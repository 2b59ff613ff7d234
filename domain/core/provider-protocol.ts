import type { Knex } from "knex";
import type { ProviderProtocol } from "../../providers/protocol";
import { PROTOCOLS } from "../../providers/protocols";

/** The protocol a registered provider speaks, by its row; null for an unknown provider or protocol. */
export async function protocolOfProvider(
  db: Knex | Knex.Transaction,
  providerCodeName: string,
): Promise<ProviderProtocol<unknown> | null> {
  const provider = await db("providers")
    .where({ code_name: providerCodeName })
    .first<{ protocol: string } | undefined>("protocol");
  if (!provider || !Object.hasOwn(PROTOCOLS, provider.protocol)) return null;
  return PROTOCOLS[provider.protocol as keyof typeof PROTOCOLS] as ProviderProtocol<unknown>;
}
