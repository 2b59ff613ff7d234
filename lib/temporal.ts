import { Client, Connection } from "@temporalio/client";
import type { Config } from "./config";
import { ServiceUnavailableError } from "./errors";
import { ensureTemporalSetup, findTemporalSetupGap, isComplete } from "./temporal-setup";
import { temporalTracingPlugins } from "./tracing";

export interface TemporalAccess {
  /** A connected client; a ServiceUnavailableError (503) when Temporal cannot be reached. */
  client(): Promise<Client>;
  /** Whether a payment could be created now: Temporal answers and has the namespace and the payment search attributes. */
  isReady(): Promise<boolean>;
  /**
   * The start-up check: the namespace and search attributes exist, or are created with TEMPORAL_AUTO_SETUP;
   * otherwise a TemporalSetupError naming what is missing and the command that creates it.
   */
  ensureSetup(): Promise<"ready" | "created">;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 2000;
const READINESS_DEADLINE_MS = 3000;

/** One lazily made connection per process, made again after a failure. */
export function createTemporalAccess(
  config: Pick<Config, "TEMPORAL_ADDRESS" | "TEMPORAL_NAMESPACE" | "TEMPORAL_AUTO_SETUP">,
  /** The Keyword search attributes the workflows start with, which readiness and the start-up check require. */
  searchAttributes: readonly string[],
): TemporalAccess {
  const target = { namespace: config.TEMPORAL_NAMESPACE, searchAttributes };
  let connecting: Promise<Client> | undefined;
  let closed = false;
  const client = () => {
    // Closed for good: a late caller (a creation's background start) must not open a connection nobody closes.
    if (closed) return Promise.reject(new ServiceUnavailableError("The payment engine connection is closed."));
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
    isReady: async () => {
      try {
        const { connection } = await client();
        const gap = await connection.withDeadline(Date.now() + READINESS_DEADLINE_MS, () =>
          findTemporalSetupGap(connection, target),
        );
        return isComplete(gap);
      } catch {
        return false;
      }
    },
    ensureSetup: async () => {
      const { connection } = await client();
      return ensureTemporalSetup(connection, {
        ...target,
        address: config.TEMPORAL_ADDRESS ?? "",
        autoSetup: config.TEMPORAL_AUTO_SETUP,
      });
    },
    close: async () => {
      closed = true;
      const pending = connecting;
      connecting = undefined;
      if (pending) await pending.then((connected) => connected.connection.close()).catch(() => undefined);
    },
  };
}
