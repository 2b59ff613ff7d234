import { protocolNamed } from "../../providers/protocols";
import { drcNetworkPrefixes, serviceOfDrcNumber } from "../../providers/services";
import { type Behaviour, settledOutcome } from "../../simulator/behaviour";
import { listen } from "../../simulator/http";
import { startSimulatedProvider } from "../../simulator/index";
import { SIMULATED_PROTOCOLS } from "../../simulator/protocols";
import { type BenchService, type RoutingScenario, trueRate } from "./scenario";

/** Four digits of a customer's number carry its draw, so every provider judges the same customer alike. */
const DRAW_DIGITS = 4;
const DRAW_SCALE = 10 ** DRAW_DIGITS;

/**
 * A customer of the day on `service`: a DR Congo number of that network whose last four digits are its draw
 * (0 to 1, in steps of 1/10 000); `index` fills the rest, so customers differ.
 */
export function customerNumber(service: BenchService, index: number, draw: number): string {
  const prefix = drcNetworkPrefixes(service)[0]!;
  const drawDigits = String(Math.floor(draw * DRAW_SCALE)).padStart(DRAW_DIGITS, "0");
  return `+243${prefix}${String(index % 1000).padStart(3, "0")}${drawDigits}`;
}

/** The draw a number carries, at the middle of its step: below a rate (a multiple of 1/10 000) exactly when the draw was. */
const drawOf = (phone: string) => (Number(phone.slice(-DRAW_DIGITS)) + 0.5) / DRAW_SCALE;

/** Where the benchmark's day stands (0 to 1): the simulated providers' true rates follow it. */
export interface BenchClock {
  dayFraction: number;
}

/**
 * The scenario's providers played by the project's simulator over HTTP, each in its protocol through the service's
 * real client. A provider settles
 * a customer's payment when the customer's draw is under its true rate for the number's network at the bench's
 * clock (which the caller moves through the day), and answers `insufficient_funds` otherwise; its webhooks
 * reach a receiver that only counts them.
 */
export async function startSimulatedBenchProviders(scenario: RoutingScenario) {
  const clock: BenchClock = { dayFraction: 0 };
  let webhooksReceived = 0;
  const receiver = await listen(
    async (_request, _body, response) => {
      webhooksReceived++;
      response.writeHead(204).end();
    },
    "127.0.0.1",
    0,
  );
  const notifyUrl = `${receiver.url}/`;

  const started = await Promise.all(
    scenario.providers.map(async ({ codeName, protocol }) => {
      const behaviourFor = (phone: string): Behaviour => {
        const service = serviceOfDrcNumber(phone) as BenchService;
        return drawOf(phone) < trueRate(scenario, codeName, service, clock.dayFraction) ? "succeed" : "insufficient_funds";
      };
      const credentials = SIMULATED_PROTOCOLS[protocol].generateCredentials();
      const simulated = await startSimulatedProvider(protocol, credentials as never, {
        delayMs: 0,
        hangMs: 0,
        webhookAttempts: 1,
        webhookRetryMs: 0,
        behaviourFor,
      });
      const client = protocolNamed(protocol).createClient({
        codeName,
        baseUrl: simulated.url,
        callbackUrl: notifyUrl,
        credentials: credentials as never,
        http: { connectTimeoutMs: 3000, requestTimeoutMs: 10_000 },
      });
      // Callbacks go where the network's portal says: the receiver that counts them.
      if (simulated.engine.dashboard) simulated.engine.dashboard.callbackUrl = notifyUrl;
      return { codeName, protocol, simulated, client };
    }),
  );
  const clients = new Map(started.map(({ codeName, client }) => [codeName as string, client]));

  return {
    clock,
    /**
     * Asks `provider` to collect from the customer and reads the result by status query, as the service does
     * when no webhook has come: true when the provider settled it.
     */
    pay: async (provider: string, service: BenchService, reference: string, customer: string): Promise<boolean> => {
      const collection = clients.get(provider)!.operations;
      const { outcome } = await collection.collect({
        reference,
        amount: "10.00",
        currency: "USD",
        service,
        customerNumber: customer,
        notifyUrl,
      });
      if (outcome.kind === "rejected") return false;
      if (outcome.kind !== "accepted") throw new Error(`${provider} did not answer ${reference}: ${outcome.error}`);
      const { outcome: status } = await collection.queryCollection({ reference, amount: "10.00", currency: "USD" });
      if (status.kind !== "final") throw new Error(`${provider} has ${reference} ${status.kind}, not final`);
      return status.result.status === "Success";
    },
    /**
     * What each simulated provider holds and settled, and the webhooks received (one per collection, each being
     * settled or refused; the last ones are awaited): the day went through them.
     */
    traffic: async () => {
      const held = await Promise.all(
        started.map(async ({ codeName, protocol, simulated }) => ({
          codeName,
          protocol,
          payments: await simulated.engine.store.dueBetween(0, Number.POSITIVE_INFINITY),
        })),
      );
      const collections = held.reduce((sum, { payments }) => sum + payments.length, 0);
      for (let waited = 0; webhooksReceived < collections && waited < 5000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return {
        providers: Object.fromEntries(
          held.map(({ codeName, protocol, payments }) => [
            codeName,
            {
              protocol,
              collections: payments.length,
              settled: payments.filter((payment) => settledOutcome(payment) === "success").length,
            },
          ]),
        ),
        webhooks_received: webhooksReceived,
      };
    },
    close: async () => {
      for (const { simulated } of started) await simulated.close();
      receiver.server.closeAllConnections();
      await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
    },
  };
}

export type SimulatedBenchProviders = Awaited<ReturnType<typeof startSimulatedBenchProviders>>;
