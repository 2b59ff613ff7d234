import type { Behaviour } from "../simulator/behaviour";
import { type CheckoutReport, checkCheckoutInvariants, uncountedTriesUnrefunded } from "./checkout-checks";
import { driveCheckouts, planCheckouts } from "./checkout-driver";
import { type CheckReport, checkInvariants } from "./checks";
import { type ConversionLegReport, runConversionLeg } from "./conversion-leg";
import { drivePayments, MOST_ASKS } from "./driver";
import { checkEventInvariants, subscribeEventEndpoints, undeliveredEvents } from "./event-checks";
import { type FaultWindow, faultSchedule } from "./faults";
import { type FileLegReport, runFileLeg } from "./file-leg";
import { checkLedger } from "./ledger-checks";
import { type NetworkLegReport, runNetworkLeg } from "./network-leg";
import { planPayments } from "./payment-mix";
import { checkPayoutInvariants, type PayoutCheckReport } from "./payout-checks";
import { drivePayouts } from "./payout-driver";
import { APPROVAL_ABOVE, type PlannedPayout, planPayouts } from "./payout-mix";
import { checkProviderErrors } from "./provider-error-checks";
import { runQuickStartWalkthrough } from "./quick-start";
import { checkRefundInvariants } from "./refund-checks";
import { driveRefunds, planRefunds } from "./refund-driver";
import { type RoutingReport, routingReport } from "./routing-checks";
import { type RunDice, runDice, runId, shuffled, streamSeed } from "./seed";
import { type ChaosStack, startChaosStack } from "./stack";
import { sampleWallet } from "./wallet-sampler";
import { checkWorkerDeaths, providerCallsIn, type WorkerDeathReport } from "./worker-deaths";

export interface ChaosOptions {
  payments: number;
  concurrency: number;
  orphanRate: number;
  workDir: string;
  adminDatabaseUrl?: string;
  temporal: "dev" | "server";
  /** Every choice of the run's own comes from it (chaos/seed.ts). */
  seed: number;
  log: (line: string) => void;
}

export interface ChaosSummary extends CheckReport {
  seed: number;
  payments: number;
  payouts: PayoutCheckReport & { planned: number; funded: string; alphaFloat: string };
  refunds: {
    planned: number;
    /** Asked of checkout tries whose success did not count: each must be refused. */
    refusedByRule: number;
    statuses: Record<string, number>;
    lateSuccesses: number;
    openExceptions: number;
  };
  routing: RoutingReport;
  seconds: number;
  faults: FaultWindow[];
  deaths: Record<string, number>;
  contraryWebhooks: number;
  /** `502 provider_error` answers (bulk items included), each checked against a provider's answer. */
  providerErrors: number;
  /** What a worker's death cost the provider calls it was making. */
  workerDeaths: WorkerDeathReport;
  /** What the ledger's verification read once the run was over. */
  ledger: { wallets: number; lines: number };
  /** The networks' leg: each network provider's collections, payouts and refunds by final state. */
  networks: NetworkLegReport["byProvider"];
  /** The conversions' leg: made, and refused for balance. */
  conversions: Pick<ConversionLegReport, "converted" | "refusedForBalance">;
  /** The payout file's leg: its rows' payouts by final state. */
  file: Pick<FileLegReport, "rows" | "statuses">;
  /** Checkouts paid through the customer's routes: their states, tries, and the successes that did not count. */
  checkouts: Omit<CheckoutReport, "violations"> & { planned: number };
  /** The events written, the deliveries the webhook endpoints took, and how many of those repeated one already taken. */
  events: { events: number; deliveries: number; repeated: number; refusedWhileDown: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number, log: (line: string) => void) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) {
      log(`gave up waiting: ${what}`);
      return;
    }
    await sleep(1000);
  }
}

/** The whole fault-injection run: stack up, payments under faults, settling, late contrary webhooks, checks. */
export async function runChaos(options: ChaosOptions): Promise<ChaosSummary> {
  const started = Date.now();
  const { log } = options;
  const dice = runDice(options.seed);
  log(`seed ${options.seed} (replay this run's choices with --seed ${options.seed})`);
  const temporalKind = options.temporal === "server" ? "Temporal server on PostgreSQL" : "Temporal dev server (file-backed)";
  log(`starting PostgreSQL database, ${temporalKind}, simulator, 2 API and 2 worker processes in ${options.workDir}`);
  const stack = await startChaosStack({
    workDir: options.workDir,
    adminDatabaseUrl: options.adminDatabaseUrl,
    orphanRate: options.orphanRate,
    orphanSeed: streamSeed(options.seed, "orphans"),
    temporal: options.temporal,
  });
  try {
    const subscriptions = await subscribeEventEndpoints(stack, stack.apis[1]!.url);
    const plan = planPayments(options.payments, runId(dice.stream("payment run")), dice.stream("payments"));
    for (const payment of plan.filter((one) => one.failover)) {
      stack.simulator.sealed.engine.overrides.set(payment.customerNumber, "reject");
    }
    for (const payment of plan.filter((one) => one.lateSuccess)) {
      for (const engine of [stack.simulator.sealed.engine, stack.simulator.signed.engine])
        engine.overrides.set(payment.customerNumber, "late_success");
    }
    const payoutPlan = planPayouts(Math.max(10, Math.round(options.payments / 2)), runId(dice.stream("payout run")));
    const money = await prepareMoneyOut(stack, payoutPlan);
    const approval = await prepareApprovals(stack, payoutPlan);
    const faults = faultSchedule(stack);
    log(
      `creating ${plan.length} payments and ${payoutPlan.length} payouts (concurrency ${options.concurrency}); payout wallet funded ${money.funded} USD, alpha's float ${money.alphaFloat} USD`,
    );
    const apiTargets = stack.apis.map((api) => ({ url: api.url, name: api.name }));
    const sampler = sampleWallet(apiTargets, stack.payoutMerchant.token);
    const payoutsDriven = drivePayouts(payoutPlan, apiTargets, stack.payoutMerchant.token, {
      concurrency: Math.max(2, Math.round(options.concurrency / 2)),
      callbackUrl: stack.endpoint.url,
      approval,
    });
    const checkoutPlan = planCheckouts(Math.max(4, Math.round(options.payments / 10)), runId(dice.stream("checkout run")));
    const checkoutsDriven = driveCheckouts(checkoutPlan, apiTargets, stack.merchant.token, {
      callbackUrl: stack.endpoint.url,
      engines: [stack.simulator.sealed.engine, stack.simulator.signed.engine],
    });
    const networksDriven = runNetworkLeg(stack, apiTargets, runId(dice.stream("network run")), (what, probe, timeoutMs) =>
      until(what, probe, timeoutMs, log),
    );
    let faultsAreOver = () => {};
    const faultsOver = new Promise<void>((resolve) => {
      faultsAreOver = resolve;
    });
    const conversionsDriven = runConversionLeg(stack, apiTargets, runId(dice.stream("conversion run")), faultsOver);
    const fileDriven = runFileLeg(stack, apiTargets, runId(dice.stream("file run")), faultsOver);
    const drive = await drivePayments(
      plan,
      stack.apis.map((api) => ({ url: api.url, name: api.name })),
      stack.merchant.token,
      {
        concurrency: options.concurrency,
        callbackUrl: stack.endpoint.url,
        onCreated: (done) => {
          faults.onProgress(done / plan.length);
          if (done % Math.max(1, Math.floor(plan.length / 10)) === 0) log(`  ${done}/${plan.length} created`);
        },
      },
    );
    const payoutDrive = await payoutsDriven;
    const checkoutDrive = await checkoutsDriven;
    await faults.settle();
    faultsAreOver();
    for (const window of faults.windows) log(`  fault: ${window.name} (${((window.to ?? 0) - window.from) / 1000} s)`);

    log("waiting for every transaction to be final");
    const notFinal = () =>
      stack
        .db("payments")
        .whereIn("transaction_status", ["Pending", "Processing"])
        .count({ n: "*" })
        .then((rows) => Number(rows[0]?.n));
    await until("every transaction final", async () => (await notFinal()) === 0, 300_000, log);
    const payoutsNotFinal = () =>
      stack
        .db("payouts")
        .whereIn("payout_status", ["Pending", "Processing"])
        .count({ n: "*" })
        .then((rows) => Number(rows[0]?.n));
    await until("every payout final", async () => (await payoutsNotFinal()) === 0, 300_000, log);
    const walletSamples = await sampler.stop();

    // Refunds draw on the same float as payouts: alpha's, run dry by the payouts, is topped up first.
    await stack.simulator.sealed.engine.moneyOut.setFloat("USD", "1000000000.00");
    for (const number of checkoutDrive.lateNumbers) {
      for (const engine of [stack.simulator.sealed.engine, stack.simulator.signed.engine]) engine.overrides.delete(number);
    }
    const refunds = await refundAndReconcile(stack, plan, drive.references, dice, log);

    const networks = await networksDriven;
    log(`networks' leg: ${JSON.stringify(networks.byProvider)}`);
    const conversions = await conversionsDriven;
    log(`conversions' leg: ${conversions.converted} converted, ${conversions.refusedForBalance} refused for balance`);
    const file = await fileDriven;
    log(`payout file's leg: ${file.rows} rows, payouts ${JSON.stringify(file.statuses)}`);
    const contraryWebhooks = await sendContraryWebhooks(stack);
    log(`sent ${contraryWebhooks} late contrary webhooks; waiting for every webhook and notification`);
    await until(
      "every provider webhook processed",
      async () =>
        Number((await stack.db("raw_callbacks").where({ processing_status: "received" }).count({ n: "*" }))[0]?.n) === 0,
      120_000,
      log,
    );
    await until(
      "every final state notified",
      async () => {
        const references: string[] = [
          ...(await stack.db("payments").where({ merchant_id: stack.merchant.merchantId }).pluck("reference")),
          ...(await stack.db("payouts").whereIn("payout_status", ["Success", "Failed"]).pluck("reference")),
          ...(await stack.db("refunds").whereIn("refund_status", ["Success", "Failed"]).pluck("reference")),
        ];
        const notified = new Set(stack.endpoint.received.map((notification) => notification.reference));
        return references.every((reference) => notified.has(reference));
      },
      180_000,
      log,
    );

    await until(
      "every checkout try that did not count refunded",
      async () => (await uncountedTriesUnrefunded(stack)) === 0,
      180_000,
      log,
    );
    await until(
      "every paid or expired checkout notified",
      async () => {
        const due = await stack.db("checkouts").whereIn("checkout_status", ["paid", "expired"]).pluck("reference");
        const notified = new Set(stack.endpoint.received.map((notification) => notification.reference));
        return due.every((reference) => notified.has(reference));
      },
      120_000,
      log,
    );

    // Last: the waits above end refunds and checkouts, each change one more event to deliver.
    await until(
      "every event delivered to the webhook endpoints subscribed to it",
      async () => (await undeliveredEvents(stack, subscriptions)).length === 0,
      180_000,
      log,
    );

    // The payout client's answers are held to the same rule as the payment client's: no 5xx outside a fault.
    const answers = {
      ...drive,
      responses: [
        ...drive.responses,
        ...payoutDrive.responses,
        ...networks.responses,
        ...conversions.responses,
        ...file.responses,
      ],
    };
    const report = await checkInvariants(stack, plan, answers, faults.windows);
    const payouts = await checkPayoutInvariants(stack, payoutPlan, payoutDrive, { ...walletSamples, funded: money.funded });
    const routing = await routingReport(stack);
    const providerErrors = await checkProviderErrors(stack, [...answers.responses, ...refunds.responses]);
    const workerDeaths = await checkWorkerDeaths(stack.workerDeaths, faults.windows, {
      providerCalls: providerCallsIn(stack.db),
      retryStart: stack.retryStart,
    });
    const ledger = await checkLedger(stack.db);
    const events = await checkEventInvariants(stack, subscriptions, stack.apis[1]!.url);
    const checkouts = await checkCheckoutInvariants(stack, checkoutPlan, checkoutDrive.ids);
    report.violations.push(
      ...payouts.violations,
      ...refunds.violations,
      ...routing.violations,
      ...providerErrors.violations,
      ...workerDeaths.violations,
      ...ledger.violations,
      ...events.violations,
      ...checkouts.violations,
      ...networks.violations,
      ...conversions.violations,
      ...file.violations,
    );
    if (options.temporal === "server") {
      // The split-process quick start: through api-2 (api-1 carries the fault switch), settled by either worker.
      log("running the README's quick start against api-2");
      const failure = await runQuickStartWalkthrough(stack.apis[1]!.url, options.workDir);
      if (failure) report.violations.push(failure);
    }
    return {
      ...report,
      seed: options.seed,
      payments: plan.length,
      payouts: { ...payouts, planned: payoutPlan.length, ...money },
      refunds: {
        planned: refunds.planned,
        refusedByRule: refunds.refusedByRule,
        statuses: refunds.statuses,
        lateSuccesses: refunds.lateSuccesses,
        openExceptions: refunds.openExceptions,
      },
      routing,
      networks: networks.byProvider,
      conversions: { converted: conversions.converted, refusedForBalance: conversions.refusedForBalance },
      file: { rows: file.rows, statuses: file.statuses },
      seconds: Math.round((Date.now() - started) / 1000),
      faults: faults.windows,
      deaths: Object.fromEntries([...stack.apis, ...stack.workers].map((one) => [one.name, one.deaths])),
      contraryWebhooks,
      providerErrors: providerErrors.providerErrors,
      workerDeaths,
      ledger: { wallets: ledger.wallets, lines: ledger.lines },
      checkouts: {
        planned: checkoutPlan.length,
        statuses: checkouts.statuses,
        tries: checkouts.tries,
        uncounted: checkouts.uncounted,
        lateSuccesses: checkouts.lateSuccesses,
      },
      events: {
        events: events.events,
        deliveries: events.deliveries,
        repeated: events.repeated,
        refusedWhileDown: events.refusedWhileDown,
      },
    };
  } finally {
    await stack.stop();
  }
}

interface ReconciliationRun {
  provider_code_name: string;
  day: string;
  matched: number;
  lines: number;
  exceptions: number;
}

/** The UTC day of the merchant's first payment of the run. */
async function firstPaymentDay(stack: ChaosStack): Promise<Date> {
  const [first] = await stack.db("payments").where({ merchant_id: stack.merchant.merchantId }).min({ at: "created_at" });
  return new Date(first?.at ?? Date.now());
}

/** The UTC days from `first` to `last`, both included, as `YYYY-MM-DD`. */
export function daysFrom(first: Date, last: Date): string[] {
  const days: string[] = [];
  for (
    let day = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate());
    day <= last.getTime();
    day += 86_400_000
  )
    days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

/**
 * Once every payment is final: refunds some successful payments (half of them in two concurrent partial
 * refunds that together exceed the payment), then reconciles the day at both providers as staff would,
 * which refunds the late successes from suspense; once every refund is final, reconciles again (their
 * lines are then in the statements) and checks the refund and reconciliation invariants.
 */
async function refundAndReconcile(
  stack: ChaosStack,
  plan: ReturnType<typeof planPayments>,
  references: Map<string, string>,
  dice: RunDice,
  log: (line: string) => void,
) {
  // Checkout tries included: one whose success did not count is refused by design (its money is refunded
  // from suspense), and the plan expects that refusal.
  const successes: Array<{ reference: string; amount: string; uncounted: boolean }> = await stack
    .db("payments")
    .where({ merchant_id: stack.merchant.merchantId, transaction_status: "Success" })
    .orderBy("merchant_reference")
    .select("reference", "amount", stack.db.raw("(checkout_id IS NOT NULL AND fee = 0 AND net_amount = 0) AS uncounted"));
  const chosen = shuffled(successes, dice.stream("refunds")).slice(0, Math.ceil(successes.length / 7));
  const refundPlan = planRefunds(chosen, runId(dice.stream("refund run")));
  const lateSuccesses = plan.filter((one) => one.lateSuccess).map((one) => references.get(one.merchantReference)!);
  log(`refunding ${refundPlan.length} times (${lateSuccesses.length} late successes to come from reconciliation)`);
  const apiTargets = stack.apis.map((api) => ({ url: api.url, name: api.name }));
  const refundDrive = await driveRefunds(refundPlan, apiTargets, stack.merchant.token);
  for (const payment of plan.filter((one) => one.lateSuccess)) {
    for (const engine of [stack.simulator.sealed.engine, stack.simulator.signed.engine])
      engine.overrides.delete(payment.customerNumber);
  }
  // Every day the run's payments were made on, up to today: a run that crosses midnight has its statements on both.
  const days = daysFrom(await firstPaymentDay(stack), new Date());
  const asked = days.flatMap((date) => ["alpha", "beta"].map((provider) => ({ provider_code_name: provider, date })));
  const reconcile = () =>
    Promise.all(
      asked.map((run) =>
        fetch(`${stack.apis[1]!.url}/api/admin/reconciliation/runs/`, {
          method: "POST",
          headers: { authorization: `Bearer ${stack.staffToken}`, "content-type": "application/json" },
          body: JSON.stringify(run),
        }).then((response) => response.json() as Promise<ReconciliationRun>),
      ),
    );
  await until(
    "a first reconciliation of the run's days",
    async () => (await reconcile()).every((run, index) => run.day === asked[index]!.date),
    120_000,
    log,
  );
  const refundsNotFinal = async () =>
    Number((await stack.db("refunds").whereIn("refund_status", ["Pending", "Processing"]).count({ n: "*" }))[0]?.n);
  await until("every refund final", async () => (await refundsNotFinal()) === 0, 300_000, log);
  const runs = await reconcile();
  log(
    `reconciled ${days.join(", ")}: ${runs.map((run) => `${run.provider_code_name} ${run.day} ${run.matched}/${run.lines} matched, ${run.exceptions} exceptions`).join("; ")}`,
  );
  // A success that came late enough to miss the first reconciliation is refunded by the second: wait for it too.
  const refundsNotNotified = async () => {
    const notified = new Set(stack.endpoint.received.map((notification) => notification.reference));
    const final: string[] = await stack
      .db("refunds")
      .whereNot({ merchant_id: stack.networkMerchant.merchant.merchantId }) // its leg checks its own
      .whereIn("refund_status", ["Success", "Failed"])
      .pluck("reference");
    return (await refundsNotFinal()) + final.filter((reference) => !notified.has(reference)).length;
  };
  await until("every refund final and notified", async () => (await refundsNotNotified()) === 0, 300_000, log);
  const checked = await checkRefundInvariants(stack, refundPlan, refundDrive, lateSuccesses);
  return {
    ...checked,
    planned: refundPlan.length,
    refusedByRule: refundPlan.filter((refund) => refund.refusedByRule).length,
    lateSuccesses: lateSuccesses.length,
    responses: refundDrive.responses,
  };
}

/**
 * Funds the payout merchant's wallet with about four fifths of what the planned payouts and their fees
 * need (so some are refused for want of money, and released holds let others through), and gives alpha
 * a third of it as float, so alpha runs dry mid-run and beta takes over.
 */
async function prepareMoneyOut(stack: ChaosStack, plan: PlannedPayout[]) {
  const needed = plan.reduce((sum, payout) => sum + Math.round(Number(payout.amount) * 101), 0);
  const funded = (Math.floor((needed * 0.8) / 100) + 1).toFixed(2);
  const alphaFloat = (Math.floor(needed / 300) + 1).toFixed(2);
  await stack.fundPayoutWallet(funded);
  await stack.simulator.sealed.engine.moneyOut.setFloat("USD", alphaFloat);
  return { funded, alphaFloat };
}

/**
 * Two-factor on for the payout merchant (with plenty of recovery codes: each approval asked takes one, a lost
 * answer's too), then its money-out controls through the API as the merchant sets them: approval above
 * APPROVAL_ABOVE USD.
 */
async function prepareApprovals(stack: ChaosStack, plan: PlannedPayout[]) {
  // The controls' change, then at most two approvals of each payout awaiting one, each ask with a code of its own.
  const awaiting = plan.filter((payout) => payout.approval).length;
  const codes = await stack.enrolPayoutTwoFactor(1 + 2 * MOST_ASKS * awaiting);
  const { password } = stack.payoutMerchant;
  const response = await fetch(`${stack.apis[1]!.url}/api/organization/money-out-controls/`, {
    method: "PUT",
    headers: { authorization: `Bearer ${stack.payoutMerchant.token}`, "content-type": "application/json" },
    body: JSON.stringify({
      ip_allowlist: [],
      daily_limits: {},
      approval_above: { USD: APPROVAL_ABOVE },
      password,
      otp: codes.shift(),
    }),
  });
  if (response.status !== 200) throw new Error(`setting the money-out controls: ${response.status} ${await response.text()}`);
  return { password, codes };
}

/** A provider changing its mind after the fact: for some final payments, a new event with the opposite result. */
async function sendContraryWebhooks(stack: Awaited<ReturnType<typeof startChaosStack>>): Promise<number> {
  const engines = [stack.simulator.sealed.engine, stack.simulator.signed.engine];
  const opposite: Partial<Record<Behaviour, Behaviour>> = { succeed: "insufficient_funds", insufficient_funds: "succeed" };
  const references: string[] = await stack.db("payments").orderBy("reference").pluck("reference");
  let sent = 0;
  for (const reference of references.filter((_, index) => index % 25 === 0)) {
    for (const engine of engines) {
      // The memory store hands out the payment itself: flipping its behaviour flips the next webhook.
      const payment = await engine.store.get(reference);
      const contrary = payment && opposite[payment.behaviour];
      if (!payment || !contrary) continue;
      const original = payment.behaviour;
      payment.behaviour = contrary;
      await engine.resend(reference, `evt_contrary_${payment.providerReference}`);
      payment.behaviour = original;
      sent += 1;
    }
  }
  return sent;
}
