import { Client, Connection } from "@temporalio/client";
import type { Config } from "./config";
import { ServiceUnavailableError } from "./errors";
import { temporalTracingPlugins } from "./tracing";

export interface TemporalAccess {
  /** A connected client; a ServiceUnavailableError (503) when Temporal cannot be reached. */
  client(): Promise<Client>;
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 2000;

/** One lazily made connection per process, made again after a failure. */
export function createTemporalAccess(config: Pick<Config, "TEMPORAL_ADDRESS" | "TEMPORAL_NAMESPACE">): TemporalAccess {
  let connecting: Promise<Client> | undefined;
  const client = () => {
    connecting ??= Connection.connect({ address: config.TEMPORAL_ADDRESS, connectTimeout: CONNECT_TIMEOUT_MS }).then(
      (connection) => new Client({ connection, namespace: config.TEMPORAL_NAMESPACE, plugins: temporalTracingPlugins() }),
      (error) => {
        connecting = undefined;
        throw new ServiceUnavailableError("The payment engine is unreachable; retry shortly.", error);
      },
    );
    return connecting;
  };
  return {
    client,
    isReachable: async () => {
      try {
        const { connection } = await client();
        await connection.workflowService.getSystemInfo({});
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      const pending = connecting;
      connecting = undefined;
      if (pending) await pending.then((connected) => connected.connection.close()).catch(() => undefined);
    },
  };
}
