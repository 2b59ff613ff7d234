import type { ServiceSymbol } from "../providers/services";
import type { Dialect } from "./engine";

/** A provider protocol's side in the simulator, listed in simulator/protocols.ts under the protocol's name. */
export interface SimulatedProtocol<Credentials> {
  /** The provider side of the wire; `referencePrefix` starts the provider's own payment ids. */
  dialect(credentials: Credentials, referencePrefix?: string): Dialect;
  generateCredentials(): Credentials;
  /** The providers-file entry that points the service at this simulator, less its base_url and credentials. */
  sampleProvider: {
    code_name: string;
    name: string;
    services: ServiceSymbol[];
    currencies: string[];
    priority: number;
    enabled: boolean;
  };
}
