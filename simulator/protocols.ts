import type { CredentialsOf, ProtocolName } from "../providers/protocols";
import { simulatedAirtel } from "./airtel/dialect";
import { simulatedMpesa } from "./mpesa/dialect";
import { simulatedOrange } from "./orange/dialect";
import { simulatedPawapay } from "./pawapay/dialect";
import { simulatedSealed } from "./sealed-dialect";
import { simulatedSigned } from "./signed-dialect";
import type { SimulatedProtocol } from "./simulated-protocol";

/**
 * The simulator's side of the protocols it plays, each typed by its protocol in providers/protocols.ts. Each network's
 * is also played, in the tests, by a double written from networks.md alone (test/support/networks/), so the connector
 * is held to two readings of the network's documentation, not one.
 */
export const SIMULATED_PROTOCOLS = {
  sealed: simulatedSealed,
  signed: simulatedSigned,
  pawapay: simulatedPawapay,
  airtel: simulatedAirtel,
  mpesa: simulatedMpesa,
  orange: simulatedOrange,
} satisfies { [Name in ProtocolName]?: SimulatedProtocol<CredentialsOf<Name>> };

export type SimulatedProtocolName = keyof typeof SIMULATED_PROTOCOLS;

export const SIMULATED_PROTOCOL_NAMES = Object.keys(SIMULATED_PROTOCOLS) as SimulatedProtocolName[];

/** The list seen through a mapped type, so a lookup by a generic name keeps its credentials' type. */
export const simulatedProtocol = <Name extends SimulatedProtocolName>(name: Name): SimulatedProtocol<CredentialsOf<Name>> =>
  (SIMULATED_PROTOCOLS as { [N in SimulatedProtocolName]: SimulatedProtocol<CredentialsOf<N>> })[name];
