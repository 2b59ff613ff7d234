import type { Knex } from "knex";
import type { SecretBox } from "../lib/secret-box";
import { SANDBOX_PROTOCOL } from "../providers/sandbox";
import { sandboxCredentials } from "../providers/sandbox-credentials";
import { sandboxBehaviourFor } from "./behaviour";
import { createEngine, type Engine } from "./engine";
import type { Handler } from "./http";
import { postgresMoneyOutStore, postgresStore } from "./postgres-store";
import { SIMULATED_PROTOCOLS } from "./protocols";

/** Webhooks are retried a few times; past that the service's status query still learns the result. */
const WEBHOOK_ATTEMPTS = 4;
const WEBHOOK_RETRY_MS = 1000;
/** The sandbox's payment ids stand apart from a real protocol-B provider's. */
const SANDBOX_REFERENCE_PREFIX = "pb_sbx_";

/**
 * The built-in sandbox provider: the simulator's side of its protocol playing the contract's sandbox rules,
 * its payments in PostgreSQL. Its credentials are made once per database (providers/sandbox-credentials.ts).
 */
export function sandboxProvider(db: Knex, options: { delayMs: number; secretBox: SecretBox }): Handler {
  let engine: Promise<Engine> | undefined;
  const start = async () => {
    const credentials = await sandboxCredentials(db, options.secretBox);
    return createEngine(
      SIMULATED_PROTOCOLS[SANDBOX_PROTOCOL].dialect(credentials, SANDBOX_REFERENCE_PREFIX),
      {
        delayMs: options.delayMs,
        hangMs: 0,
        webhookAttempts: WEBHOOK_ATTEMPTS,
        webhookRetryMs: WEBHOOK_RETRY_MS,
        behaviourFor: sandboxBehaviourFor,
        float: null,
      },
      postgresStore(db),
      postgresMoneyOutStore(db),
    );
  };
  return async (request, rawBody, response) => {
    // A start that failed (the database unreachable) is tried again by the next request, not kept.
    engine ??= start().catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
    await (await engine).handler(request, rawBody, response);
  };
}
