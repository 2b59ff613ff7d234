import type { CredentialsOf, ProtocolName } from "../providers/protocols";
import { simulatedSealed } from "./sealed-dialect";
import { simulatedSigned } from "./signed-dialect";
import type { SimulatedProtocol } from "./simulated-protocol";

/** The simulator's side of every protocol in providers/protocols.ts; the type makes a missing one a compile error. */
export const SIMULATED_PROTOCOLS: { [Name in ProtocolName]: SimulatedProtocol<CredentialsOf<Name>> } = {
  sealed: simulatedSealed,
  signed: simulatedSigned,
};
