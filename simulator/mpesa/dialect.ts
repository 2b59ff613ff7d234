import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { CredentialsOf } from "../../providers/protocols";
import type { Dialect, DialectContext, OwnRoute } from "../engine";
import { sendJson } from "../http";
import { providerKeyPair } from "../provider-keys";
import type { SimulatedProtocol } from "../simulated-protocol";
import { type MpesaApplication, movementAsked, mpesaMoneyOut } from "./money-out";
import { acceptedAnswer, callback, type Movement, statusView } from "./movement";
import { mpesaBehaviourFor, NUMBER_REFUSED, type Operation } from "./scenarios";
import { mpesaSessions, newPortal } from "./session";
import {
  fieldRules,
  fieldsRefusal,
  jsonFields,
  OPERATION_PATHS,
  operationPath,
  type Refusal,
  refuse,
  TRANSACTION_NOT_FOUND,
} from "./wire";

type MpesaCredentials = CredentialsOf<"mpesa">;

/** The key pair whose public half the portal hands the merchant, and under which the API key and sessions travel. */
const networkKeys = () => providerKeyPair("mpesa", "rsa");

const OVERLOADED: Refusal = {
  status: 503,
  code: "INS-16",
  description: "Unable to handle the request due to a temporary overloading",
};

/** Answers a refusal once the engine has authenticated the call, as the network checks the session before the fields. */
const refusalRoute = (refusal: Refusal): OwnRoute => ({
  serve: (_context, _request, _rawBody, response) => refuse(response, refusal),
});

async function findMovement(
  context: DialectContext,
  reference: string,
): Promise<{ movement: Movement; operation: Operation } | null> {
  const collection = (await context.collections.get(reference)) ?? (await context.collections.getByProviderReference(reference));
  if (collection) return { movement: collection, operation: "collection" };
  for (const operation of ["disbursement", "refund"] as const) {
    const record = await context.moneyOut.store.get(operation, reference);
    if (record) return { movement: record, operation };
  }
  return null;
}

/**
 * Vodacom M-Pesa OpenAPI's provider side (networks.md section 2, market `vodacomDRC`) in asynchronous mode: `getSession`
 * and the session every other call goes under, C2B single stage, B2C and the reversal (money-out.ts), and
 * `queryTransactionStatus`, which answers for all three by the id the service gave (or a collection's transaction id).
 */
function mpesaDialect(credentials: MpesaCredentials, referencePrefix = "MP"): Dialect {
  const portal = newPortal();
  const sessions = mpesaSessions(credentials, portal, networkKeys().privateKey);
  const rules = fieldRules(credentials);
  /** Movements the engine timed out unrecorded: their query fails, as the engine's own query route does. */
  const unsettled = new Set<string>();
  const application: MpesaApplication = {
    market: credentials.market,
    rules,
    callbackUrl: () => portal.callbackUrl ?? "",
    noteInitiated: (reference, phone) => {
      if (mpesaBehaviourFor(phone) === "timeout_unsettled") unsettled.add(reference);
    },
  };

  const queryTransactionStatus: OwnRoute = {
    serve: async (context, request, _rawBody, response) => {
      const params = Object.fromEntries(new URL(request.url ?? "/", "http://simulator").searchParams);
      const refusal = fieldsRefusal(rules.query, params);
      if (refusal) return refuse(response, refusal);
      const reference = params.input_QueryReference!;
      const found = await findMovement(context, reference);
      if (!found) return refuse(response, unsettled.has(reference) ? OVERLOADED : TRANSACTION_NOT_FOUND);
      sendJson(response, 200, {
        ...statusView(found.movement, found.operation, context.now()),
        output_ThirdPartyConversationID: params.input_ThirdPartyConversationID,
      });
    },
  };

  const movementRules = (method: string, path: string | null) => {
    if (method === "POST" && path === OPERATION_PATHS.c2b) return rules.c2b;
    if (method === "POST" && path === OPERATION_PATHS.b2c) return rules.b2c;
    return method === "PUT" && path === OPERATION_PATHS.reversal ? rules.reversal : null;
  };

  return {
    referencePrefix,
    dashboard: portal,
    behaviourFor: mpesaBehaviourFor,
    moneyOut: mpesaMoneyOut(application),
    ownRoute: (method, url, rawBody) => {
      const path = operationPath(url.pathname, credentials.market);
      if (method === "GET" && path === OPERATION_PATHS.getSession) return sessions.getSession;
      if (method === "GET" && path === OPERATION_PATHS.query) return queryTransactionStatus;
      const movementFields = movementRules(method, path);
      const refusal = movementFields && fieldsRefusal(movementFields, jsonFields(rawBody) ?? {});
      return refusal ? refusalRoute(refusal) : null;
    },
    route: (method, path) =>
      method === "POST" && operationPath(path, credentials.market) === OPERATION_PATHS.c2b ? { kind: "initiate" } : null,
    authenticate: sessions.authenticate,
    unauthorized: sessions.unauthorized,
    parseInitiate: (rawBody) => movementAsked(application, rules.c2b, rawBody),
    accepted: acceptedAnswer,
    rejected: (response: ServerResponse) => refuse(response, NUMBER_REFUSED),
    notFound: (response) => refuse(response, TRANSACTION_NOT_FOUND),
    statusView: (payment, now) => statusView(payment, "collection", now),
    webhook: (payment, _eventId, forge) => callback(payment, "collection", forge),
  };
}

export const simulatedMpesa: SimulatedProtocol<MpesaCredentials> = {
  dialect: mpesaDialect,
  generateCredentials: () => ({
    api_key: randomBytes(16).toString("hex"),
    public_key: networkKeys().publicKey.export({ type: "spki", format: "der" }).toString("base64"),
    service_provider_code: "000000",
    market: "vodacomDRC",
    country: "DRC",
    origin: "*",
  }),
  sampleProvider: {
    code_name: "mpesa",
    name: "Vodacom M-Pesa",
    services: ["MPESA"],
    currencies: ["CDF", "USD"],
    priority: 5,
    enabled: false,
  },
};
