import { airtelProtocol } from "./airtel/protocol";
import { mpesaProtocol } from "./mpesa/protocol";
import { orangeProtocol } from "./orange/protocol";
import { pawapayProtocol } from "./pawapay/protocol";
import type { ProviderProtocol } from "./protocol";
import { sealedProtocol } from "./sealed/protocol";
import { signedProtocol } from "./signed/protocol";

/**
 * Every provider protocol the service speaks, by the name a providers-file entry gives in `protocol`.
 * The providers file, the registry, the admin API and the simulator (simulator/protocols.ts) all
 * take their protocols from here: a new one is a folder beside `sealed/` and a line below.
 */
export const PROTOCOLS = {
  sealed: sealedProtocol,
  signed: signedProtocol,
  pawapay: pawapayProtocol,
  airtel: airtelProtocol,
  mpesa: mpesaProtocol,
  orange: orangeProtocol,
};

export type ProtocolName = keyof typeof PROTOCOLS;

export type CredentialsOf<Name extends ProtocolName> =
  (typeof PROTOCOLS)[Name] extends ProviderProtocol<infer Credentials> ? Credentials : never;

export const PROTOCOL_NAMES = Object.keys(PROTOCOLS) as [ProtocolName, ...ProtocolName[]];

/** The list seen through a mapped type, so a lookup by a generic name keeps its credentials' type. */
export const protocolNamed = <Name extends ProtocolName>(name: Name): ProviderProtocol<CredentialsOf<Name>> =>
  (PROTOCOLS as { [N in ProtocolName]: ProviderProtocol<CredentialsOf<N>> })[name];
