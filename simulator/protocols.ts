import type { CredentialsOf, ProtocolName } from "../providers/protocols";
import { simulatedOrange } from "./orange/dialect";
import { simulatedSealed } from "./sealed-dialect";
import { simulatedSigned } from "./signed-dialect";
import type { SimulatedProtocol } from "./simulated-protocol";

/**
 * The simulator's side of the protocols it plays, each typed by its protocol in providers/protocols.ts: the project's
 * two (sealed, signed) and the networks' own written so far (orange, in simulator/orange/). The networks' protocols not
 * listed here are played in the tests by a double written from networks.md (test/support/networks/) until their
 * simulator half is written.
 */
export const SIMULATED_PROTOCOLS = {
  orange: simulatedOrange,
  sealed: simulatedSealed,
  signed: simulatedSigned,
} satisfies { [Name in ProtocolName]?: SimulatedProtocol<CredentialsOf<Name>> };

export type SimulatedProtocolName = keyof typeof SIMULATED_PROTOCOLS;

export const SIMULATED_PROTOCOL_NAMES = Object.keys(SIMULATED_PROTOCOLS) as SimulatedProtocolName[];

/** The list seen through a mapped type, so a lookup by a generic name keeps its credentials' type. */
export const simulatedProtocol = <Name extends SimulatedProtocolName>(name: Name): SimulatedProtocol<CredentialsOf<Name>> =>
  (SIMULATED_PROTOCOLS as { [N in SimulatedProtocolName]: SimulatedProtocol<CredentialsOf<N>> })[name];
