import { randomBytes } from "node:crypto";
import { Connection } from "@temporalio/client";
import { msToTs } from "@temporalio/common/lib/time";
import { ensureTemporalSetup, findTemporalSetupGap, TemporalSetupError } from "../../lib/temporal-setup";
import { MOVEMENT_SEARCH_ATTRIBUTE_NAMES } from "../../workflows/definitions";
import { eventually } from "../support/eventually";
import { createMerchant } from "../support/fixtures";
import { startTestApi } from "../support/test-api";

jest.setTimeout(90_000);

const address = process.env.TEST_TEMPORAL_ADDRESS!;
let connection: Connection;
beforeAll(async () => {
  connection = await Connection.connect({ address });
});
afterAll(() => connection.close());

const searchAttributes = MOVEMENT_SEARCH_ATTRIBUTE_NAMES;
const freshNamespace = () => `setup-${randomBytes(5).toString("hex")}`;

/** A namespace registered by hand, as `temporal operator namespace create` would, without search attributes. */
async function bareNamespace(): Promise<string> {
  const namespace = freshNamespace();
  await connection.workflowService.registerNamespace({ namespace, workflowExecutionRetentionPeriod: msToTs("1 day") });
  await eventually(async () =>
    (await findTemporalSetupGap(connection, { namespace, searchAttributes })).namespace ? undefined : true,
  );
  return namespace;
}

describe("the start-up check of the Temporal namespace and search attributes", () => {
  it("without TEMPORAL_AUTO_SETUP, stops with one line naming what is missing and the commands that create it", async () => {
    const namespace = freshNamespace();
    const refusal = await ensureTemporalSetup(connection, { namespace, searchAttributes, address, autoSetup: false }).catch(
      (error) => error,
    );
    expect(refusal).toBeInstanceOf(TemporalSetupError);
    expect(refusal.message.split("\n")).toHaveLength(1);
    expect(refusal.message).toContain(`namespace ${namespace}`);
    expect(refusal.message).toContain(`temporal operator namespace create --address ${address} -n ${namespace}`);
    expect(refusal.message).toContain(
      `temporal operator search-attribute create --address ${address} --namespace ${namespace} --name PaymentReference --type Keyword`,
    );
    expect((await findTemporalSetupGap(connection, { namespace, searchAttributes })).namespace).toBe(true);
  });

  it("names only the search attributes when the namespace exists", async () => {
    const namespace = await bareNamespace();
    const refusal = await ensureTemporalSetup(connection, { namespace, searchAttributes, address, autoSetup: false }).catch(
      (error) => error,
    );
    expect(refusal.message).toContain(`search attributes ${MOVEMENT_SEARCH_ATTRIBUTE_NAMES.join(", ")}`);
    expect(refusal.message).not.toContain("namespace create");
  });

  it("with TEMPORAL_AUTO_SETUP, registers the namespace and the four search attributes, then finds them", async () => {
    const namespace = freshNamespace();
    expect(await ensureTemporalSetup(connection, { namespace, searchAttributes, address, autoSetup: true })).toBe("created");
    expect(await findTemporalSetupGap(connection, { namespace, searchAttributes })).toEqual({
      namespace: false,
      searchAttributes: [],
    });
    expect(await ensureTemporalSetup(connection, { namespace, searchAttributes, address, autoSetup: false })).toBe("ready");
  });
});

describe("/readyz", () => {
  it("answers 503 while the namespace lacks the search attributes a payment's workflow starts with, 200 once they exist", async () => {
    const namespace = await bareNamespace();
    const api = await startTestApi({ env: { TEMPORAL_NAMESPACE: namespace } });
    try {
      const unready = await api.http.get("/readyz");
      expect(unready.status).toBe(503);
      expect(unready.body.checks).toEqual({ database: true, temporal: false });
      // What /readyz foresaw: a creation's workflow cannot start yet. That is the service's doing, not a
      // provider's: the record is answered as it stands (Pending) and its start is tried again.
      const owner = await createMerchant(api.database.db);
      const created = await api.http.post(
        "/api/payments/transaction/",
        {
          merchant_reference: `order-${randomBytes(4).toString("hex")}`,
          amount: "100.00",
          currency: "USD",
          service: "MPESA",
          customer_number: "+243812345600",
          callback_url: "https://merchant.example.com/cb",
        },
        { token: owner.token },
      );
      expect(created.status).toBe(201);
      expect(created.body.transaction_status).toBe("Pending");

      expect(await api.deps.temporal.ensureSetup()).toBe("created");
      const ready = await api.http.get("/readyz");
      expect(ready.status).toBe(200);
      expect(ready.body.checks).toEqual({ database: true, temporal: true });
    } finally {
      await api.close();
    }
  });
});
