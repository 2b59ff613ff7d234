import type { CredentialsOf } from "../providers/protocols";
import { createEngine, type EngineOptions } from "./engine";
import { listen } from "./http";
import { SIMULATED_PROTOCOL_NAMES, SIMULATED_PROTOCOLS, type SimulatedProtocolName, simulatedProtocol } from "./protocols";
import { memoryStore } from "./store";

export type SimulatorCredentials = { [Name in SimulatedProtocolName]: CredentialsOf<Name> };

export interface SimulatorOptions extends Partial<EngineOptions> {
  host?: string;
  /** Each protocol's port; any free one when absent. */
  ports?: Partial<Record<SimulatedProtocolName, number>>;
  /** Each protocol's credentials; generated when absent. */
  credentials?: Partial<SimulatorCredentials>;
  /** The service's base URL: where the networks whose portal names the callback URL call back (see `callbackUrlOf`). */
  serviceUrl?: string;
}

/** Where the service takes a provider's callbacks (providers/registry.ts). */
export const callbackUrlOf = (serviceUrl: string, codeName: string) =>
  `${serviceUrl.replace(/\/$/, "")}/api/callbacks/${codeName}/`;

const byProtocol = <Value>(make: (name: SimulatedProtocolName) => Value) =>
  Object.fromEntries(SIMULATED_PROTOCOL_NAMES.map((name) => [name, make(name)])) as Record<SimulatedProtocolName, Value>;

export function generateCredentials(): SimulatorCredentials {
  return byProtocol((name) => SIMULATED_PROTOCOLS[name].generateCredentials()) as SimulatorCredentials;
}

/** One protocol's provider side on a loopback port: startSimulator runs one per protocol, the routing bench one per provider. */
export async function startSimulatedProvider<Name extends SimulatedProtocolName>(
  name: Name,
  credentials: CredentialsOf<Name>,
  options: EngineOptions,
  listenOn: { host: string; port: number } = { host: "127.0.0.1", port: 0 },
) {
  const engine = createEngine(simulatedProtocol(name).dialect(credentials), options, memoryStore());
  const { server, url } = await listen(engine.handler, listenOn.host, listenOn.port);
  return {
    engine,
    url,
    close: async () => {
      engine.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Every protocol's provider side on its own loopback port, for local runs, tests and benchmarks. */
export async function startSimulator(options: SimulatorOptions = {}) {
  const credentials = { ...generateCredentials(), ...options.credentials };
  const engineOptions: EngineOptions = {
    delayMs: options.delayMs ?? 500,
    hangMs: options.hangMs ?? 15_000,
    webhookAttempts: options.webhookAttempts ?? 10,
    webhookRetryMs: options.webhookRetryMs ?? 1000,
    ...(options.float ? { float: options.float } : {}),
  };
  const host = options.host ?? "127.0.0.1";
  const started = await Promise.all(
    SIMULATED_PROTOCOL_NAMES.map(async (name) => ({
      name,
      ...(await startSimulatedProvider(name, credentials[name], engineOptions, { host, port: options.ports?.[name] ?? 0 })),
    })),
  );
  if (options.serviceUrl) {
    for (const { name, engine } of started) {
      if (engine.dashboard)
        engine.dashboard.callbackUrl = callbackUrlOf(options.serviceUrl, SIMULATED_PROTOCOLS[name].sampleProvider.code_name);
    }
  }
  const providers = Object.fromEntries(started.map(({ name, engine, url }) => [name, { engine, url }])) as Record<
    SimulatedProtocolName,
    Pick<(typeof started)[number], "engine" | "url">
  >;
  return {
    credentials,
    ...providers,
    /** A providers file with one provider per protocol, pointing at this simulator. */
    providersFile: (overrides: Partial<Record<SimulatedProtocolName, object>> = {}) => ({
      providers: SIMULATED_PROTOCOL_NAMES.map((protocol) => {
        const { code_name, name, ...routing } = SIMULATED_PROTOCOLS[protocol].sampleProvider;
        return {
          code_name,
          name,
          protocol,
          base_url: providers[protocol].url,
          credentials: credentials[protocol],
          ...routing,
          ...overrides[protocol],
        };
      }),
    }),
    close: async () => {
      for (const provider of started) await provider.close();
    },
  };
}

export type Simulator = Awaited<ReturnType<typeof startSimulator>>;
