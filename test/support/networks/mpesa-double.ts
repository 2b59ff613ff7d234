import { constants, generateKeyPairSync, privateDecrypt, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An independent Vodacom M-Pesa OpenAPI, market `vodacomDRC`, written from networks.md section 2 alone (none of the
 * service's M-Pesa code): `getSession` with the API key RSA-encrypted (PKCS#1 v1.5) as the bearer, every other call
 * under the session id encrypted the same way, C2B single stage and B2C in asynchronous mode (the result POSTed to the
 * application's listener, whose `output_*` acknowledgement it keeps), `queryTransactionStatus`, and the reversal.
 * Customer numbers, by their last two digits: `06` ends Failed for insufficient balance (INS-2006), `05` Cancelled by
 * the customer (INS-5), `29` stays Pending with no callback, `59` is taken but answered 500 (the answer lost), `51` is
 * refused at once (400 INS-2051); anything else is Completed. A repeated ThirdPartyConversationID is 409 INS-10.
 */
export interface MpesaDouble {
  url: string;
  apiKey: string;
  /** The platform's public key, base64 DER as the portal prints it. */
  publicKey: string;
  shortcode: string;
  /** Every POST and PUT it received, by path, with its JSON body. */
  requests: Array<{ method: string; path: string; body: Record<string, string> }>;
  /** What the listener answered to each callback. */
  acknowledgements: unknown[];
  setListener(url: string): void;
  sessionsIssued(): number;
  close(): Promise<void>;
}

interface Movement {
  reference: string;
  status: "Pending" | "Completed" | "Failed" | "Cancelled";
  transactionId: string | null;
  resultCode: string;
  conversationId: string;
}

export async function startMpesaDouble(): Promise<MpesaDouble> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const open = (bearer: string) =>
    privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(bearer, "base64")).toString("utf8");
  const apiKey = randomBytes(16).toString("hex");
  const shortcode = "000000";
  const sessions = new Set<string>();
  const movements = new Map<string, Movement>();
  const requests: MpesaDouble["requests"] = [];
  const acknowledgements: unknown[] = [];
  let listener = "";

  const callBack = async (movement: Movement) => {
    const answer = await fetch(listener, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        input_OriginalConversationID: movement.conversationId,
        input_TransactionID: movement.transactionId,
        input_ResultCode: movement.resultCode,
        input_ResultDesc: movement.status,
        input_ThirdPartyConversationID: movement.reference,
      }),
    }).catch(() => null);
    acknowledgements.push(answer ? await answer.json().catch(() => null) : null);
  };

  const start = (body: Record<string, string>): { status: number; json: object } => {
    const reference = body.input_ThirdPartyConversationID ?? "";
    const number = body.input_CustomerMSISDN ?? "";
    if (!/^[0-9]{12,14}$/.test(number))
      return { status: 400, json: { output_ResponseCode: "INS-2051", output_ResponseDesc: "Invalid MSISDN" } };
    if (body.input_ServiceProviderCode !== shortcode)
      return { status: 400, json: { output_ResponseCode: "INS-13", output_ResponseDesc: "Invalid Shortcode" } };
    if (body.input_Country !== "DRC")
      return { status: 400, json: { output_ResponseCode: "INS-21", output_ResponseDesc: "Parameter validations failed" } };
    if (movements.has(reference))
      return { status: 409, json: { output_ResponseCode: "INS-10", output_ResponseDesc: "Duplicate Transaction" } };
    if (number.endsWith("51"))
      return { status: 400, json: { output_ResponseCode: "INS-2051", output_ResponseDesc: "MSISDN invalid" } };
    const movement: Movement = {
      reference,
      status: "Pending",
      transactionId: null,
      resultCode: "",
      conversationId: randomBytes(8).toString("hex"),
    };
    movements.set(reference, movement);
    setTimeout(() => {
      if (number.endsWith("29")) return;
      if (number.endsWith("06")) Object.assign(movement, { status: "Failed", resultCode: "INS-2006" });
      else if (number.endsWith("05")) Object.assign(movement, { status: "Cancelled", resultCode: "INS-5" });
      else
        Object.assign(movement, {
          status: "Completed",
          resultCode: "INS-0",
          transactionId: randomBytes(5).toString("hex").toUpperCase(),
        });
      void callBack(movement);
    }, 200);
    if (number.endsWith("59")) return { status: 500, json: { message: "Internal Server Error" } };
    return {
      status: 201,
      json: {
        output_ResponseCode: "INS-0",
        output_ResponseDesc: "Request processed successfully",
        output_ConversationID: movement.conversationId,
        output_ThirdPartyConversationID: reference,
      },
    };
  };

  const reverse = (body: Record<string, string>): { status: number; json: object } => {
    const original = [...movements.values()].find((movement) => movement.transactionId === body.input_TransactionID);
    if (original?.status !== "Completed")
      return { status: 400, json: { output_ResponseCode: "INS-18", output_ResponseDesc: "Invalid TransactionID Used" } };
    const reference = body.input_ThirdPartyConversationID ?? "";
    if (movements.has(reference))
      return { status: 409, json: { output_ResponseCode: "INS-10", output_ResponseDesc: "Duplicate Transaction" } };
    const reversal: Movement = {
      reference,
      status: "Completed",
      resultCode: "INS-0",
      transactionId: randomBytes(5).toString("hex").toUpperCase(),
      conversationId: randomBytes(8).toString("hex"),
    };
    movements.set(reference, reversal);
    return {
      status: 200,
      json: {
        output_ResponseCode: "INS-0",
        output_ResponseDesc: "Request processed successfully",
        output_TransactionID: reversal.transactionId,
        output_ConversationID: reversal.conversationId,
        output_ThirdPartyConversationID: reference,
      },
    };
  };

  const route = (request: IncomingMessage, raw: string): { status: number; json: object } => {
    const url = new URL(request.url ?? "/", "http://double");
    const path = url.pathname.replace(/^\/openapi\/ipg\/v2\/vodacomDRC/, "");
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (path === "/getSession/") {
      if (open(bearer) !== apiKey)
        return { status: 401, json: { output_ResponseCode: "INS-2", output_ResponseDesc: "Invalid API Key" } };
      const session = randomBytes(16).toString("hex");
      sessions.add(session);
      return {
        status: 200,
        json: { output_ResponseCode: "INS-0", output_ResponseDesc: "Request processed successfully", output_SessionID: session },
      };
    }
    let session = "";
    try {
      session = open(bearer);
    } catch {
      // Not encrypted under our key: not a session of ours.
    }
    if (!sessions.has(session))
      return { status: 401, json: { output_ResponseCode: "INS-2", output_ResponseDesc: "Invalid API Key" } };
    if (request.method === "GET" && path === "/queryTransactionStatus/") {
      const movement = movements.get(url.searchParams.get("input_QueryReference") ?? "");
      if (!movement)
        return { status: 400, json: { output_ResponseCode: "INS-23", output_ResponseDesc: "Transaction not found" } };
      return {
        status: 200,
        json: {
          output_ResponseCode: "INS-0",
          output_ResponseDesc: "Request processed successfully",
          output_ResponseTransactionStatus: movement.status,
          output_ConversationID: movement.conversationId,
          output_ThirdPartyConversationID: url.searchParams.get("input_ThirdPartyConversationID"),
          output_OriginalTransactionID: movement.transactionId ?? "N/A",
        },
      };
    }
    const body = JSON.parse(raw || "{}");
    requests.push({ method: request.method ?? "", path, body });
    if (request.method === "POST" && (path === "/c2bPayment/singleStage/" || path === "/b2cPayment/")) return start(body);
    if (request.method === "PUT" && path === "/reversal/") return reverse(body);
    return { status: 404, json: { message: "Not Found" } };
  };

  const server = createServer((request, response: ServerResponse) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const { status, json } = route(request, raw);
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi/ipg/v2`,
    apiKey,
    publicKey: publicKey.export({ type: "spki", format: "der" }).toString("base64"),
    shortcode,
    requests,
    acknowledgements,
    sessionsIssued: () => sessions.size,
    setListener: (url) => {
      listener = url;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
