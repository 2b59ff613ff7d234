import { eventRenderer } from "../../../api/events/event-renderer";
import { moveIfStatusIn } from "../../../domain/core/movement-store";
import { claimDueDeliveries } from "../../../domain/events/deliveries-store";
import { deliverDueEvents } from "../../../domain/events/endpoint-delivery";
import { fanOutEvents } from "../../../domain/events/fan-out";
import { changeEndpoint, createEndpoint } from "../../../domain/events/merchant-endpoints";
import { listOwnEvents } from "../../../domain/events/merchant-events";
import { exportEventDeliveryMetrics } from "../../../domain/events/metrics";
import { purgeOldEventDeliveries } from "../../../domain/events/retention";
import { ValidationError } from "../../../lib/errors";
import type { Mailer } from "../../../lib/mailer";
import { metricsRegistry } from "../../../lib/metrics";
import { publicOnlyAgent } from "../../../lib/url-safety";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { type EndpointReceiver, startEndpointReceiver } from "../../support/endpoint-receiver";
import { eventually } from "../../support/eventually";
import { createMerchant, insertPayment } from "../../support/fixtures";
import { testSecretBox } from "../../support/secrets";

/** The outbox against PostgreSQL: each event fanned out once whoever runs the passes, and a dead worker's claim sent again. */

const PAYMENTS = { resource: "transaction", table: "payments", statusColumn: "transaction_status" } as const;
const box = testSecretBox();
const noMail: Mailer = { send: async () => {} };
const agent = publicOnlyAgent(true);

let database: TestDatabase;
let receiver: EndpointReceiver;
beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startEndpointReceiver();
});
afterAll(async () => {
  await receiver.close();
  await agent.close();
  await database.drop();
});

/**
 * Fan-out passes until every committed event is past the watermark: a transaction writing elsewhere in the cluster
 * (another test file's) holds a pass back until it ends, as a writer does in production.
 */
async function fanOutAll(): Promise<void> {
  await eventually(async () => {
    await fanOutEvents(database.db);
    const behind = await database
      .db("movement_events as e")
      .whereRaw("(e.written_by, e.id) > (SELECT written_by, event_id FROM event_fanout_watermark)")
      .first("e.id");
    return behind === undefined ? true : undefined;
  });
}

const deps = () => ({
  db: database.db,
  box,
  agent,
  mailer: noMail,
  render: eventRenderer(database.db, "http://127.0.0.1"),
  disableAfterHours: 72,
});

/** A transaction of the merchant moved to Processing: one API event. */
async function processingTransaction(merchantId: string): Promise<string> {
  const reference = await insertPayment(database.db, merchantId, { callback_url: "" });
  await moveIfStatusIn(database.db, PAYMENTS, reference, ["Pending"], "Processing", {}, {});
  return reference;
}

/** A new merchant's endpoint at the test's receiver, subscribed to `transaction.processing`. */
async function processingSubscriber() {
  const merchant = await createMerchant(database.db);
  const endpointDeps = { db: database.db, box, allowPrivateUrls: true };
  const { endpoint } = await createEndpoint(endpointDeps, merchant.user.id, {
    url: receiver.url,
    event_types: ["transaction.processing"],
    description: null,
  });
  return { merchant, endpointDeps, endpoint };
}

test("concurrent fan-out passes owe each event to each subscribed endpoint exactly once", async () => {
  const merchant = await createMerchant(database.db);
  const endpointDeps = { db: database.db, box, allowPrivateUrls: true };
  const ids: string[] = [];
  for (const types of [["*"], ["transaction.processing"], ["transaction.succeeded"]]) {
    ids.push(
      (
        await createEndpoint(endpointDeps, merchant.user.id, {
          url: "http://127.0.0.1:1/",
          event_types: types,
          description: null,
        })
      ).endpoint.id,
    );
  }
  const references = await Promise.all(Array.from({ length: 60 }, () => processingTransaction(merchant.merchantId)));
  await Promise.all(Array.from({ length: 6 }, () => fanOutEvents(database.db)));
  await fanOutAll();

  const owed = await database.db("endpoint_deliveries").whereIn("endpoint_id", ids).select("endpoint_id", "event_id");
  expect(owed).toHaveLength(references.length * 2);
  expect(owed.filter((row) => row.endpoint_id === ids[2])).toEqual([]);
  expect(new Set(owed.map((row) => `${row.endpoint_id}:${row.event_id}`)).size).toBe(owed.length);
  // Creations (from null) are history, not events: none is owed.
  const creations = await database.db("movement_events").whereNull("from_status").pluck("id");
  expect(owed.filter((row) => creations.includes(row.event_id))).toEqual([]);
  await database.db("webhook_endpoints").whereIn("id", ids).update({ enabled: false });
});

test("a delivery claimed by a worker that died is sent again once its lease ends, with the same webhook-id (its secret sealed at rest)", async () => {
  const merchant = await createMerchant(database.db);
  const { endpoint } = await createEndpoint({ db: database.db, box, allowPrivateUrls: true }, merchant.user.id, {
    url: receiver.url,
    event_types: ["*"],
    description: null,
  });
  const [stored] = await database.db("webhook_endpoint_secrets").where({ endpoint_id: endpoint.id }).pluck("secret");
  expect(stored).toMatch(/^sb1\./);
  const reference = await processingTransaction(merchant.merchantId);
  await fanOutAll();
  const [claimed] = await claimDueDeliveries(database.db, 10);
  expect(claimed).toMatchObject({ endpoint_id: endpoint.id, attempts: 1 });
  // The claimer dies before sending: nothing is due until the lease ends.
  expect(await deliverDueEvents(deps())).toBe(0);
  await database
    .db("endpoint_deliveries")
    .where({ id: claimed!.id })
    .update({ next_attempt_at: database.db.raw("now() - interval '1 second'") });
  expect(await deliverDueEvents(deps())).toBe(1);

  const [delivered] = receiver.ofResource(reference);
  expect(delivered!.headers["webhook-id"]).toBe(`evt_${claimed!.event_id}`);
  expect(delivered!.json).toMatchObject({
    type: "transaction.processing",
    data: { reference, transaction_status: "Processing" },
  });
  expect(
    await database.db("endpoint_delivery_attempts").where({ delivery_id: claimed!.id }).select("attempt", "status_code"),
  ).toEqual([{ attempt: 2, status_code: 200 }]);
  expect(await database.db("endpoint_deliveries").where({ id: claimed!.id }).first()).toMatchObject({ status: "delivered" });
});

test("the oldest undelivered event's age is exported, and deliveries of events past 30 days are swept", async () => {
  const merchant = await createMerchant(database.db);
  const { endpoint } = await createEndpoint({ db: database.db, box, allowPrivateUrls: true }, merchant.user.id, {
    url: "http://127.0.0.1:1/",
    event_types: ["*"],
    description: null,
  });
  const reference = await processingTransaction(merchant.merchantId);
  await database
    .db("movement_events")
    .where({ reference })
    .update({ created_at: database.db.raw("now() - interval '31 days'") });
  await fanOutAll();
  exportEventDeliveryMetrics(database.db);
  const gauge = (await metricsRegistry.getSingleMetric("webhook_oldest_undelivered_event_age_seconds")!.get()).values[0]!.value;
  expect(gauge).toBeGreaterThan(30 * 86_400);
  exportEventDeliveryMetrics(undefined);

  expect(await database.db("endpoint_deliveries").where({ endpoint_id: endpoint.id }).count({ n: "*" })).toEqual([{ n: "1" }]);
  expect(await purgeOldEventDeliveries(database.db)).toBeGreaterThanOrEqual(1);
  expect(await database.db("endpoint_deliveries").where({ endpoint_id: endpoint.id })).toEqual([]);
  // The history line stays: the resource's story still shows the change.
  expect(await database.db("movement_events").where({ reference }).count({ n: "*" })).toEqual([{ n: "1" }]);
});

test("an event whose transaction stays open through passes is fanned out once it commits, never skipped nor twice", async () => {
  const merchant = await createMerchant(database.db);
  const { endpoint } = await createEndpoint({ db: database.db, box, allowPrivateUrls: true }, merchant.user.id, {
    url: "http://127.0.0.1:1/",
    event_types: ["transaction.processing"],
    description: null,
  });
  const slow = await insertPayment(database.db, merchant.merchantId, { callback_url: "" });
  const open = await database.db.transaction();
  // Its event's id is drawn first; the transaction stays open while a later one commits and passes run.
  await moveIfStatusIn(open, PAYMENTS, slow, ["Pending"], "Processing", {}, {});
  const quick = await processingTransaction(merchant.merchantId);
  await fanOutEvents(database.db);
  await fanOutEvents(database.db);
  const owedTo = () => database.db("endpoint_deliveries").where({ endpoint_id: endpoint.id }).pluck("event_id");
  // The committed event waits behind the open transaction, which might still commit an event before it.
  expect(await owedTo()).toEqual([]);
  await open.commit();
  await fanOutAll();
  await fanOutEvents(database.db);
  const events = await database.db("movement_events").whereIn("reference", [slow, quick]).whereNotNull("from_status");
  expect((await owedTo()).sort()).toEqual(events.map((event) => event.id).sort());
  await database.db("webhook_endpoints").where({ id: endpoint.id }).update({ enabled: false });
});

test("an event a replay owed and delivered is not delivered again when its fan-out comes after", async () => {
  const { merchant, endpointDeps, endpoint } = await processingSubscriber();
  await changeEndpoint(endpointDeps, merchant.user.id, endpoint.id, { enabled: false });
  const since = new Date(Date.now() - 1000);
  // Written before the replay, fanned out after it (its writer ended late, or the pass lagged).
  const reference = await processingTransaction(merchant.merchantId);
  const { replayed } = await changeEndpoint(endpointDeps, merchant.user.id, endpoint.id, { enabled: true, replay_since: since });
  expect(replayed).toBe(1);
  await deliverDueEvents(deps());
  await eventually(async () => (receiver.ofResource(reference).length === 1 ? true : undefined));
  await fanOutAll();
  await deliverDueEvents(deps());
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(receiver.ofResource(reference)).toHaveLength(1);
  await database.db("webhook_endpoints").where({ id: endpoint.id }).update({ enabled: false });
});

test("an endpoint that stops subscribing to a type before an owed event is sent never gets it", async () => {
  const { merchant, endpointDeps, endpoint } = await processingSubscriber();
  const reference = await processingTransaction(merchant.merchantId);
  await fanOutAll();
  expect(await database.db("endpoint_deliveries").where({ endpoint_id: endpoint.id })).toHaveLength(1);
  await changeEndpoint(endpointDeps, merchant.user.id, endpoint.id, { event_types: ["transaction.succeeded"] });
  await deliverDueEvents(deps());
  expect(receiver.ofResource(reference)).toEqual([]);
  expect(await database.db("endpoint_deliveries").where({ endpoint_id: endpoint.id })).toEqual([]);
});

test("events written in one database transaction (one created_at) page one by one, newest first, none skipped", async () => {
  const merchant = await createMerchant(database.db);
  const references = await Promise.all(
    Array.from({ length: 12 }, () => insertPayment(database.db, merchant.merchantId, { callback_url: "" })),
  );
  await database.db.transaction(async (trx) => {
    for (const reference of references) await moveIfStatusIn(trx, PAYMENTS, reference, ["Pending"], "Processing", {}, {});
  });
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listOwnEvents(database.db, merchant.user.id, { cursor, limit: 1 });
    seen.push(...page.results.map((event) => event.id));
    cursor = page.next ?? undefined;
  } while (cursor);
  expect(seen).toHaveLength(references.length);
  expect(seen).toEqual([...seen].sort((a, b) => Number(BigInt(b) - BigInt(a))));
  await expect(listOwnEvents(database.db, merchant.user.id, { cursor: "MTA", limit: 1 })).resolves.toBeDefined();
  await expect(listOwnEvents(database.db, merchant.user.id, { cursor: "bm90LWFuLWlk", limit: 1 })).rejects.toThrow(
    ValidationError,
  );
});
