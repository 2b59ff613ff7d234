import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { constantTimeEqual, randomDigits } from "../../lib/secrets";
import { wireAmount } from "../../providers/orange/wire";
import type { Dialect, OwnRoute } from "../engine";
import type { SimulatedProtocol } from "../simulated-protocol";
import { orangeMoneyOut } from "./money-out";
import {
  amountOf,
  BALANCE_READ,
  callback,
  checkView,
  customerPhone,
  endpointRequest,
  fieldsOf,
  isMerchantWallet,
  NO_FEES,
  type OrangeCredentials,
  PUSH_SENT,
  REPEATED_TRANSID,
  readSoapRequest,
  type SoapAnswer,
  type SoapRequest,
  sendSoapAnswer,
  sendSoapFault,
  UNKNOWN_PARTNER,
  UNKNOWN_TRANSID,
} from "./wire";

/** The partner's own request: its `PartnId`, and one of its wallets as `mermsisdn` (TcheckBal's `subsmsisdn`). */
const isPartnerOf =
  (credentials: OrangeCredentials) =>
  ({ operation, fields }: SoapRequest) =>
    fields.PartnId === credentials.partner_id &&
    Object.values(credentials.merchant_numbers).includes(
      (operation === "TcheckBal" ? fields.subsmsisdn : fields.mermsisdn) ?? "",
    );

/** The operations played; the partner API's others (doM2M, doS2S) are answered a fault. */
const PLAYED: ReadonlySet<string> = new Set(["doS2M", "doCheckTrans", "doM2S", "TcheckBal"]);

/** `TcheckBal`: the merchant wallet's balance (`subsmsisdn` is the merchant's number), which is the float. */
function balanceRoute(credentials: OrangeCredentials): OwnRoute {
  return {
    serve: async (context, _request, rawBody, response) => {
      const fields = fieldsOf(rawBody, "TcheckBal") ?? {};
      const transId = fields.transid ?? "";
      if (!transId || !isMerchantWallet(credentials, fields.subsmsisdn, fields.currency))
        return sendSoapAnswer(response, { operation: "TcheckBal", fields: { ...UNKNOWN_PARTNER, transId } });
      const balance = wireAmount(await context.moneyOut.floatBalance(fields.currency!));
      return sendSoapAnswer(response, { operation: "TcheckBal", fields: { ...BALANCE_READ, balance, transId } });
    },
  };
}

const unplayed: OwnRoute = {
  serve: (_context, _request, _rawBody, response) => sendSoapFault(response, 500, "Operation non supportee"),
};

/**
 * Orange Money RDC's partner API, provider side (networks.md section 3): SOAP on one endpoint, the operation named in
 * the body, a static token as `Authorization: Bearer` and the partner's `PartnId` in every body. `doS2M` pushes, its
 * result posted as an unsigned `doCallback` to the request's `callbackurl`; `doCheckTrans` tells where a movement is;
 * `doM2S` pays out (./money-out.ts); `TcheckBal` reads the float. networks.md gives no test numbers: the project's
 * table (simulator/behaviour.ts) picks every behaviour.
 */
function orangeDialect(credentials: OrangeCredentials, referencePrefix = "MP"): Dialect {
  /** Requests with the right token but another PartnId, by operation: refused in that operation's form. */
  const otherPartner = new WeakMap<IncomingMessage, string>();
  const transfers = new Set<string>();
  const balance = balanceRoute(credentials);
  const isPartner = isPartnerOf(credentials);

  return {
    referencePrefix,
    moneyOut: orangeMoneyOut(credentials, transfers),
    route: (method, path, rawBody) => {
      const request = endpointRequest(method, path, rawBody);
      if (request?.operation === "doS2M") return { kind: "initiate" };
      return request?.operation === "doCheckTrans" ? { kind: "query", reference: request.fields.transid ?? "" } : null;
    },
    ownRoute: (method, url, rawBody) => {
      const request = endpointRequest(method, url.pathname, rawBody);
      if (!request) return null;
      if (request.operation === "TcheckBal") return balance;
      return PLAYED.has(request.operation) ? null : unplayed;
    },
    authenticate: (request, rawBody) => {
      if (!constantTimeEqual(request.headers.authorization ?? "", `Bearer ${credentials.token}`)) return false;
      const soap = readSoapRequest(rawBody);
      if (soap && isPartner(soap)) return true;
      otherPartner.set(request, soap?.operation ?? "");
      return false;
    },
    unauthorized: (response, request) => {
      const operation = otherPartner.get(request);
      if (operation) return sendSoapAnswer(response, { operation, fields: UNKNOWN_PARTNER });
      return sendSoapFault(response, 401, "Unauthorized");
    },
    answer: (response, view) => sendSoapAnswer(response, view as SoapAnswer),
    parseInitiate: (rawBody) => {
      const fields = fieldsOf(rawBody, "doS2M");
      const phone = customerPhone(fields?.subsmsisdn);
      const amountMinor = amountOf(fields?.amount);
      const notifyUrl = fields?.callbackurl ?? "";
      if (
        !fields?.transid ||
        !fields.message_s2m ||
        !phone ||
        amountMinor === null ||
        !URL.canParse(notifyUrl) ||
        !isMerchantWallet(credentials, fields.mermsisdn, fields.currency)
      )
        return null;
      return { reference: fields.transid, amountMinor, currency: fields.currency!, phone, network: "ORANGE", notifyUrl };
    },
    accepted: (response, payment, duplicate) =>
      sendSoapAnswer(response, {
        operation: "doS2M",
        fields: {
          partnId: credentials.partner_id,
          // A repeated transid is not documented (networks.md): refused with a code of the simulator's own, never
          // pushed twice; the connector reads it as ambiguous and settles the first by doCheckTrans.
          ...(duplicate ? REPEATED_TRANSID : PUSH_SENT),
          systemId: payment.providerReference,
          transId: payment.reference,
        },
      }),
    rejected: (response, asked) =>
      sendSoapAnswer(response, {
        operation: "doS2M",
        fields: { partnId: credentials.partner_id, ...NO_FEES, transId: asked.reference },
      }),
    notFound: (response) => sendSoapAnswer(response, { operation: "doCheckTrans", fields: UNKNOWN_TRANSID }),
    statusView: checkView,
    webhook: (payment, _eventId, forge) => callback(credentials, payment, forge),
  };
}

export const simulatedOrange: SimulatedProtocol<OrangeCredentials> = {
  dialect: orangeDialect,
  generateCredentials: () => ({
    token: randomBytes(24).toString("base64url"),
    partner_id: `PARTNER${randomDigits(4)}`,
    merchant_numbers: { CDF: `08990${randomDigits(5)}`, USD: `08991${randomDigits(5)}` },
  }),
  sampleProvider: {
    code_name: "orange",
    name: "Orange Money RDC",
    services: ["ORANGE"],
    currencies: ["CDF", "USD"],
    priority: 5,
    enabled: false,
  },
};
