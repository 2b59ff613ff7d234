import { randomBytes } from "node:crypto";
import { createEngine, type EngineOptions } from "./engine";
import { listen } from "./http";
import { type SealedSimulatorCredentials, sealedDialect } from "./sealed-dialect";
import { type SignedSimulatorCredentials, signedDialect } from "./signed-dialect";
import { memoryStore } from "./store";

export interface SimulatorOptions extends Partial<EngineOptions> {
  host?: string;
  sealedPort?: number;
  signedPort?: number;
  sealed?: SealedSimulatorCredentials;
  signed?: SignedSimulatorCredentials;
}

export function generateCredentials(): { sealed: SealedSimulatorCredentials; signed: SignedSimulatorCredentials } {
  return {
    sealed: {
      merchant_code: "M-1001",
      api_key: randomBytes(24).toString("base64url"),
      enc_key: randomBytes(16).toString("hex"),
      mac_key: randomBytes(32).toString("hex"),
    },
    signed: {
      client_id: "client-1001",
      client_secret: randomBytes(32).toString("base64url"),
      webhook_secret: randomBytes(32).toString("base64url"),
    },
  };
}

/** Both protocols' provider side on loopback ports, for local runs, tests and benchmarks. */
export async function startSimulator(options: SimulatorOptions = {}) {
  const generated = generateCredentials();
  const credentials = { sealed: options.sealed ?? generated.sealed, signed: options.signed ?? generated.signed };
  const engineOptions: EngineOptions = {
    delayMs: options.delayMs ?? 500,
    hangMs: options.hangMs ?? 15_000,
    webhookAttempts: options.webhookAttempts ?? 10,
    webhookRetryMs: options.webhookRetryMs ?? 1000,
  };
  const host = options.host ?? "127.0.0.1";
  const sealed = createEngine(sealedDialect(credentials.sealed), engineOptions, memoryStore());
  const signed = createEngine(signedDialect(credentials.signed), engineOptions, memoryStore());
  const sealedServer = await listen(sealed.handler, host, options.sealedPort ?? 0);
  const signedServer = await listen(signed.handler, host, options.signedPort ?? 0);
  return {
    credentials,
    sealed: { url: sealedServer.url, engine: sealed },
    signed: { url: signedServer.url, engine: signed },
    /** A providers file entry set pointing at this simulator. */
    providersFile: (overrides: { sealed?: object; signed?: object } = {}) => ({
      providers: [
        {
          code_name: "alpha",
          name: "Alpha Mobile Money",
          protocol: "sealed",
          base_url: sealedServer.url,
          credentials: credentials.sealed,
          services: ["MPESA", "ORANGE", "AIRTEL", "AFRICELL"],
          currencies: ["CDF", "USD"],
          priority: 10,
          enabled: true,
          ...overrides.sealed,
        },
        {
          code_name: "beta",
          name: "Beta Payments",
          protocol: "signed",
          base_url: signedServer.url,
          credentials: credentials.signed,
          services: ["MPESA", "AIRTEL"],
          currencies: ["CDF", "USD"],
          priority: 20,
          enabled: true,
          ...overrides.signed,
        },
      ],
    }),
    close: async () => {
      sealed.stop();
      signed.stop();
      for (const { server } of [sealedServer, signedServer]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}

export type Simulator = Awaited<ReturnType<typeof startSimulator>>;
