import { pawapayId } from "../providers/pawapay/ids";
import { drcNetworkPrefixes, type ServiceSymbol } from "../providers/services";
import { finalOutcome } from "../simulator/behaviour";
import { SIMULATED_PROTOCOLS, type SimulatedProtocolName } from "../simulator/protocols";
import { count } from "./checks";
import { type ApiTarget, askUntilAnswered, createApiCaller, type ResponseRecord, referenceAnswered } from "./driver";
import type { ChaosStack } from "./stack";

/** The protocols the service defined for itself; every other one the simulator plays is a real network's. */
const OWN_PROTOCOLS = new Set<SimulatedProtocolName>(["sealed", "signed"]);
export const NETWORK_PROTOCOLS = (Object.keys(SIMULATED_PROTOCOLS) as SimulatedProtocolName[]).filter(
  (name) => !OWN_PROTOCOLS.has(name),
);
export const NETWORK_CURRENCY = "CDF";

/** The faults each network's provider plays, by the project's number table (simulator/behaviour.ts). */
const COLLECTION_SUFFIXES = ["00", "00", "00", "00", "99", "91", "94", "93", "96", "98"];
const PAYOUT_SUFFIXES = ["00", "00", "99", "96", "91"];

interface PlannedMovement {
  protocol: SimulatedProtocolName;
  codeName: string;
  service: ServiceSymbol;
  merchantReference: string;
  number: string;
  amount: string;
}

export interface NetworkLegReport {
  violations: string[];
  byProvider: Record<
    string,
    { collections: Record<string, number>; payouts: Record<string, number>; refunds: Record<string, number> }
  >;
  responses: ResponseRecord[];
}

function plan(run: string, suffixes: string[], kind: string): PlannedMovement[] {
  return NETWORK_PROTOCOLS.flatMap((protocol, p) => {
    const { code_name, services } = SIMULATED_PROTOCOLS[protocol].sampleProvider;
    return suffixes.map((suffix, index) => {
      const service = services[index % services.length]!;
      return {
        protocol,
        codeName: code_name,
        service,
        merchantReference: `chaos-net-${kind}-${run}-${protocol}-${index}`,
        // On the service's first prefix: the service checks a number against its service.
        number: `+243${drcNetworkPrefixes(service)[0]}${String(p).padStart(2, "0")}${String(index).padStart(3, "0")}${suffix}`,
        // Whole francs: Vodacom through pawaPay takes no centimes in CDF.
        amount: `${1000 + 250 * index}.00`,
      };
    });
  });
}

/** Where a provider keeps a movement: pawaPay under an id derived from the reference, the others under the reference. */
function wireId(protocol: SimulatedProtocolName, kind: "deposit" | "payout" | "refund", reference: string): string {
  return protocol === "pawapay" ? pawapayId(kind, reference) : reference;
}

/**
 * Where a provider keeps a refund: one paid as a disbursement under the refund's reference, a reversal under pawaPay's
 * id derived from it, or, at Airtel, under the reversed collection's `airtel_money_id` (its reversal names nothing else).
 */
function refundHeld(
  stack: ChaosStack,
  protocol: SimulatedProtocolName,
  refund: Record<string, any>,
  collection: Record<string, any> | undefined,
) {
  const { moneyOut } = stack.simulator[protocol].engine;
  if (refund.method === "disbursement") return moneyOut.store.get("disbursement", refund.reference);
  const id = protocol === "airtel" ? collection?.provider_reference : wireId(protocol, "refund", refund.reference);
  return moneyOut.store.get("refund", id ?? "");
}

/** The reference a creation led to, or what its last try was answered (`no answer` when none came). */
async function create(
  call: ReturnType<typeof createApiCaller>["call"],
  path: string,
  body: Record<string, unknown>,
): Promise<{ reference: string } | { lastAnswer: string }> {
  let lastAnswer = "no answer";
  const reference = await askUntilAnswered(async () => {
    const answer = await call("POST", path, body);
    lastAnswer = answer ? `${answer.status} ${answer.json?.error?.code ?? ""}`.trim() : "no answer";
    return referenceAnswered(call, answer, String(body.merchant_reference));
  });
  return reference === undefined ? { lastAnswer } : { reference };
}

/**
 * The networks' leg of the chaos run, beside the main one and under the same faults: a merchant of its own takes
 * collections and makes payouts in CDF through one provider of each network protocol the simulator plays (asked by
 * `provider_code_name`), each number playing one of the simulator's faults, then refunds some collections in full
 * and in part. Its checks: every movement final, on the provider it asked for, as that provider settled it, held by
 * no other provider, notified with its final state, and the merchant's wallet equal to what its movements add up to.
 */
export async function runNetworkLeg(
  stack: ChaosStack,
  apis: ApiTarget[],
  run: string,
  until: (what: string, probe: () => Promise<boolean>, timeoutMs: number) => Promise<void>,
): Promise<NetworkLegReport> {
  const { merchant } = stack.networkMerchant;
  const { call, responses } = createApiCaller(apis, merchant.token);
  const collections = plan(run, COLLECTION_SUFFIXES, "collect");
  const payouts = plan(run, PAYOUT_SUFFIXES, "payout");
  const violations: string[] = [];
  const references = new Map<string, string>();
  /** Creates one planned movement as a careful client does; a movement never created is a violation. */
  const createPlanned = async (movement: PlannedMovement, path: string, numberField: string) => {
    const created = await create(call, path, {
      merchant_reference: movement.merchantReference,
      amount: movement.amount,
      currency: NETWORK_CURRENCY,
      service: movement.service,
      [numberField]: movement.number,
      callback_url: stack.endpoint.url,
      provider_code_name: movement.codeName,
    });
    if ("reference" in created) references.set(movement.merchantReference, created.reference);
    else violations.push(`${movement.merchantReference}: never created (last answer: ${created.lastAnswer})`);
  };
  await Promise.all([
    ...collections.map((movement) => createPlanned(movement, "/api/payments/transaction/", "customer_number")),
    ...payouts.map((movement) => createPlanned(movement, "/api/payments/payout/", "recipient_number")),
  ]);

  const notFinal = async (table: string, column: string) =>
    Number(
      (
        await stack
          .db(table)
          .where({ merchant_id: merchant.merchantId })
          .whereIn(column, ["Pending", "Processing"])
          .count({ n: "*" })
      )[0]?.n,
    );
  await until(
    "every network collection and payout final",
    async () => (await notFinal("payments", "transaction_status")) + (await notFinal("payouts", "payout_status")) === 0,
    300_000,
  );

  // The first success on each provider refunded in full, the second in part (a network's reversal or a disbursement).
  const successes: Array<{ reference: string; amount: string; provider_code_name: string }> = await stack
    .db("payments")
    .where({ merchant_id: merchant.merchantId, transaction_status: "Success" })
    .orderBy("merchant_reference")
    .select("reference", "amount", "provider_code_name");
  const refunds = NETWORK_PROTOCOLS.flatMap((protocol) => {
    const codeName = SIMULATED_PROTOCOLS[protocol].sampleProvider.code_name;
    return successes
      .filter((row) => row.provider_code_name === codeName)
      .slice(0, 2)
      .map((row, index) => ({ protocol, row, amount: index === 0 ? undefined : `${Math.floor(Number(row.amount) / 2)}.00` }));
  });
  await Promise.all(
    refunds.map(async ({ row, amount }, index) => {
      const merchantReference = `chaos-net-refund-${run}-${index}`;
      const created = await create(call, `/api/payments/transaction/${row.reference}/refund/`, {
        merchant_reference: merchantReference,
        ...(amount ? { amount } : {}),
      });
      if (!("reference" in created)) violations.push(`${merchantReference}: never created (last answer: ${created.lastAnswer})`);
    }),
  );
  await until("every network refund final", async () => (await notFinal("refunds", "refund_status")) === 0, 300_000);
  await until("every network movement notified", async () => (await unnotified(stack)).length === 0, 180_000);

  violations.push(...(await checkNetworkMovements(stack, collections, payouts, references)));
  violations.push(...(await checkNetworkWallet(stack)));
  return { violations, byProvider: await tallies(stack), responses };
}

async function finalRows(stack: ChaosStack) {
  const merchant_id = stack.networkMerchant.merchant.merchantId;
  return {
    // The opening balance is booked as a transaction of no provider: funds, not a collection.
    transactions: await stack.db("payments").where({ merchant_id }).whereNotNull("provider_code_name"),
    payouts: await stack.db("payouts").where({ merchant_id }),
    refunds: await stack.db("refunds").where({ merchant_id }),
  };
}

async function unnotified(stack: ChaosStack): Promise<string[]> {
  const { transactions, payouts, refunds } = await finalRows(stack);
  const notified = new Set(stack.endpoint.received.map((notification) => notification.reference));
  return [...transactions, ...payouts, ...refunds]
    .filter((row) => ["Success", "Failed"].includes(row.transaction_status ?? row.payout_status ?? row.refund_status))
    .map((row) => row.reference as string)
    .filter((reference) => !notified.has(reference));
}

async function checkNetworkMovements(
  stack: ChaosStack,
  collections: PlannedMovement[],
  payouts: PlannedMovement[],
  references: Map<string, string>,
): Promise<string[]> {
  const violations: string[] = [];
  const { transactions, payouts: payoutRows, refunds } = await finalRows(stack);
  const engines = NETWORK_PROTOCOLS.map((protocol) => ({ protocol, engine: stack.simulator[protocol].engine }));
  const ownEngines = [stack.simulator.sealed.engine, stack.simulator.signed.engine];
  const notifiedStatuses = (reference: string) =>
    stack.endpoint.received
      .filter((notification) => notification.reference === reference)
      .map((notification) => notification.status);

  const check = async (
    row: Record<string, any>,
    status: string,
    asked: PlannedMovement | undefined,
    held: (
      protocol: SimulatedProtocolName,
    ) => Promise<{ behaviour: Parameters<typeof finalOutcome>[0]["behaviour"] } | undefined>,
  ) => {
    const where = `${row.reference} (${row.provider_code_name})`;
    if (!["Success", "Failed"].includes(status)) violations.push(`${where}: still ${status}`);
    if (asked && row.provider_code_name !== asked.codeName) violations.push(`${where}: asked for ${asked.codeName}`);
    const holders = [];
    for (const { protocol } of engines) if (await held(protocol)) holders.push(protocol);
    for (const engine of ownEngines) if (await engine.store.get(row.reference)) holders.push("own protocol");
    if (holders.length > 1) violations.push(`${where}: held by ${holders.join(" and ")}`);
    const holder = engines.find(
      ({ protocol }) => SIMULATED_PROTOCOLS[protocol].sampleProvider.code_name === row.provider_code_name,
    );
    const record = holder && (await held(holder.protocol));
    const truth = record && finalOutcome(record) === "success" ? "Success" : "Failed";
    if (["Success", "Failed"].includes(status) && status !== truth)
      violations.push(`${where}: ${status} (${row.failure_reason ?? "no reason"}) but the provider says ${truth}`);
    const notified = notifiedStatuses(row.reference);
    if (notified.length === 0) violations.push(`${where}: merchant never notified`);
    if (notified.some((one) => one !== status)) violations.push(`${where}: notified ${notified.join(",")} but it is ${status}`);
  };

  const askedBy = new Map([...collections, ...payouts].map((movement) => [references.get(movement.merchantReference), movement]));
  for (const row of transactions)
    await check(row, row.transaction_status, askedBy.get(row.reference), (protocol) =>
      stack.simulator[protocol].engine.store.get(wireId(protocol, "deposit", row.reference)),
    );
  for (const row of payoutRows)
    await check(row, row.payout_status, askedBy.get(row.reference), (protocol) =>
      stack.simulator[protocol].engine.moneyOut.store.get("disbursement", wireId(protocol, "payout", row.reference)),
    );
  const collectionOf = new Map(transactions.map((row) => [row.reference as string, row]));
  for (const row of refunds)
    await check(row, row.refund_status, undefined, (protocol) =>
      refundHeld(stack, protocol, row, collectionOf.get(row.transaction_reference)),
    );
  for (const movement of [...collections, ...payouts])
    if (!references.has(movement.merchantReference)) violations.push(`${movement.merchantReference}: no reference`);
  return violations;
}

/**
 * The merchant's CDF wallet is its successful transactions' nets (the opening balance one of them), less its payouts
 * and refunds with their fees.
 */
async function checkNetworkWallet(stack: ChaosStack): Promise<string[]> {
  const merchant = stack.networkMerchant.merchant.merchantId;
  const {
    rows: [expected],
  } = await stack.db.raw<{ rows: Array<{ amount: string }> }>(
    `SELECT ((SELECT coalesce(sum(net_amount), 0) FROM payments WHERE merchant_id = :merchant AND transaction_status = 'Success')
      - (SELECT coalesce(sum(amount + fee), 0) FROM payouts WHERE merchant_id = :merchant AND payout_status = 'Success')
      - (SELECT coalesce(sum(amount + fee), 0) FROM refunds WHERE merchant_id = :merchant AND source = 'merchant' AND refund_status = 'Success')
    )::numeric(20,2)::text AS amount`,
    { merchant },
  );
  const wallet = await fetch(`${stack.apis[1]!.url}/api/organization/wallet/`, {
    headers: { authorization: `Bearer ${stack.networkMerchant.merchant.token}` },
  }).then((response) => response.json() as Promise<{ results: Array<{ currency: string; balance: string }> }>);
  const balance = wallet.results.find((one) => one.currency === NETWORK_CURRENCY)?.balance;
  return balance === expected!.amount
    ? []
    : [`network merchant's ${NETWORK_CURRENCY} wallet ${balance} but its movements add up to ${expected!.amount}`];
}

async function tallies(stack: ChaosStack): Promise<NetworkLegReport["byProvider"]> {
  const { transactions, payouts, refunds } = await finalRows(stack);
  return Object.fromEntries(
    NETWORK_PROTOCOLS.map((protocol) => {
      const codeName = SIMULATED_PROTOCOLS[protocol].sampleProvider.code_name;
      const of = (rows: Array<Record<string, any>>, column: string) =>
        count(
          rows.filter((row) => row.provider_code_name === codeName),
          (row) => row[column],
        );
      return [
        codeName,
        {
          collections: of(transactions, "transaction_status"),
          payouts: of(payouts, "payout_status"),
          refunds: of(refunds, "refund_status"),
        },
      ];
    }),
  );
}
