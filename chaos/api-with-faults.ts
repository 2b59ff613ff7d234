import type { PaymentEngine } from "../domain/payments/payment-engine";
import { type Random, seededRandom } from "../domain/routing/beta-sample";
import { runProcess } from "../runtime/start";

/**
 * The engine the API's creation use case starts workflows through, made to SIGKILL the process for a
 * fraction of starts: the payment's row is written and its workflow not started, the window the
 * worker's orphan sweep exists for.
 */
function dyingBeforeStart(engine: PaymentEngine, rate: number, random: Random): PaymentEngine {
  return {
    start: (reference, merchantId, route) => {
      if (random() < rate) process.kill(process.pid, "SIGKILL");
      return engine.start(reference, merchantId, route);
    },
    exists: (reference) => engine.exists(reference),
    resendNotification: (reference) => engine.resendNotification(reference),
    resolveByStaff: (reference, resolution) => engine.resolveByStaff(reference, resolution),
  };
}

/**
 * `node --import tsx chaos/api-with-faults.ts <rate> <seed>`: an API process of the chaos run with that fault,
 * its dice seeded (each incarnation after a death replays the same draws).
 */
if (require.main === module) {
  const rate = Number(process.argv[2]);
  const seed = Number(process.argv[3]);
  if (!(rate >= 0 && rate <= 1)) {
    console.error(`the fault rate must be a number from 0 to 1, not '${process.argv[2]}'`);
    process.exit(2);
  }
  if (!Number.isSafeInteger(seed)) {
    console.error(`the seed must be an integer, not '${process.argv[3]}'`);
    process.exit(2);
  }
  runProcess("api", { wrapEngine: (engine) => dyingBeforeStart(engine, rate, seededRandom(seed)) });
}
