import {
  constants,
  createDecipheriv,
  createHmac,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  randomBytes,
} from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An independent Airtel Africa Open API, written from networks.md section 1 alone (none of the service's Airtel code):
 * the OAuth2 token (its `expires_in` a string, `TOKEN_SECONDS` long), collections v1 and v2 (v2's `x-signature`
 * checked against `x-key` opened with its RSA private key), their enquiry, disbursements v2 with the PIN opened with
 * the same key, the refund of a collection by `airtel_money_id`, and callbacks to the app's callback URL, with a
 * `hash` when callback authentication is on. Numbers, by their last two digits: `07` fails for insufficient balance
 * (DP00800001007), `10` is refused at once in an HTTP 200 (DP00800001010), `29` stays TIP with no callback, `59` is
 * taken but answered 500 (the answer lost); payouts to `12` are refused (DP00900001012); anything else succeeds. The
 * user lookup names every number "Mukendi Jean-Pierre" but those ending `02`, not registered (DP02200000002).
 */
export interface AirtelDouble {
  url: string;
  /** Airtel's RSA public key (base64 DER, as the portal hands it out). */
  publicKey: string;
  /** Every POST it received, by path, with its JSON body and headers. */
  posts: Array<{ path: string; body: Record<string, unknown>; headers: IncomingMessage["headers"] }>;
  /** How many tokens it issued. */
  tokensIssued(): number;
  /** Where callbacks go (the app's setting in the portal); with `key`, they carry its `hash`. */
  setCallback(url: string, key?: string): void;
  /** The PINs disbursements carried, opened. */
  pins: string[];
  close(): Promise<void>;
}

export const AIRTEL_DOUBLE_CLIENT = { client_id: "airtel-double-client", client_secret: "airtel-double-secret" };
const TOKEN_SECONDS = 3;

interface Movement {
  id: string;
  status: "TIP" | "TS" | "TF";
  airtelId: string | null;
  failureCode: string | null;
  refunded: boolean;
}

const ok = (transaction: object, responseCode: string) => ({
  data: { transaction },
  status: { code: "200", message: "SUCCESS", result_code: "ESB000010", response_code: responseCode, success: true },
});
const refused = (responseCode: string, message: string, code = "400") => ({
  status: { code, message, result_code: "ESB000011", response_code: responseCode, success: false },
});

export async function startAirtelDouble(options: { pinPadding?: "pkcs1" | "oaep" } = {}): Promise<AirtelDouble> {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const padding = options.pinPadding === "oaep" ? constants.RSA_PKCS1_OAEP_PADDING : constants.RSA_PKCS1_PADDING;
  const open = (key: KeyObject, base64: string) =>
    privateDecrypt({ key, padding }, Buffer.from(base64, "base64")).toString("utf8");
  const tokens = new Map<string, number>();
  const collections = new Map<string, Movement>();
  const disbursements = new Map<string, Movement>();
  const posts: AirtelDouble["posts"] = [];
  const pins: string[] = [];
  let issued = 0;
  let callback = { url: "", key: undefined as string | undefined };

  const callBack = async (movement: Movement) => {
    const transaction = {
      id: movement.id,
      message: movement.status === "TS" ? `Paid. Trans ID ${movement.airtelId}.` : "Failed",
      status_code: movement.status,
      airtel_money_id: movement.airtelId,
    };
    const hash = callback.key
      ? createHmac("sha256", callback.key).update(JSON.stringify(transaction)).digest("base64")
      : undefined;
    await fetch(callback.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ transaction, ...(hash ? { hash } : {}) }),
    }).catch(() => undefined);
  };

  const settleLater = (movement: Movement, number: string) =>
    setTimeout(() => {
      if (number.endsWith("29")) return;
      if (number.endsWith("07")) Object.assign(movement, { status: "TF", failureCode: "DP00800001007" });
      else Object.assign(movement, { status: "TS", airtelId: `MP${randomBytes(5).toString("hex").toUpperCase()}` });
      void callBack(movement);
    }, 200);

  const enquiry = (movement: Movement | undefined) =>
    movement
      ? ok(
          { id: movement.id, status: movement.status, airtel_money_id: movement.airtelId, message: movement.status },
          movement.failureCode ?? "DP00800001006",
        )
      : refused("ESB000045", "No Transaction Found With Provided Transaction Id", "404");

  const collect = (path: string, raw: string, body: Record<string, any>, headers: IncomingMessage["headers"]) => {
    if (path === "/merchant/v2/payments/") {
      const [key, iv] = open(privateKey, String(headers["x-key"])).split(":");
      const decipher = createDecipheriv("aes-256-cbc", Buffer.from(key!, "base64"), Buffer.from(iv!, "base64"));
      const signed = Buffer.concat([decipher.update(String(headers["x-signature"]), "base64"), decipher.final()]);
      if (signed.toString("utf8") !== raw)
        return { status: 200, json: refused("DP00800001026", "x-signature and payload did not match") };
    }
    const id = String(body.transaction?.id);
    const number = String(body.subscriber?.msisdn ?? "");
    if (!/^\d{9}$/.test(number)) return { status: 400, json: refused("ESB000036", "Invalid MSISDN") };
    if (collections.has(id)) return { status: 200, json: refused("ESB000041", "External Transaction ID already exists") };
    if (number.endsWith("10")) return { status: 200, json: refused("DP00800001010", "Not permitted to payee") };
    const movement: Movement = { id, status: "TIP", airtelId: null, failureCode: null, refunded: false };
    collections.set(id, movement);
    settleLater(movement, number);
    if (number.endsWith("59")) return { status: 500, json: { message: "Internal Server Error" } };
    return { status: 200, json: ok({ id, status: "SUCCESS" }, "DP00800001006") };
  };

  const disburse = (body: Record<string, any>) => {
    const pin = open(privateKey, String(body.pin));
    pins.push(pin);
    if (pin !== "1234") return { status: 200, json: refused("ROUTER115", "Incorrect PIN") };
    const id = String(body.transaction?.id);
    if (disbursements.has(id)) return { status: 200, json: refused("DP00900001011", "Duplicate exttRID") };
    if (String(body.payee?.msisdn).endsWith("12"))
      return { status: 200, json: refused("DP00900001012", "Mobile number entered is incorrect.") };
    const movement: Movement = {
      id,
      status: "TS",
      airtelId: `CI${randomBytes(5).toString("hex").toUpperCase()}`,
      failureCode: null,
      refunded: false,
    };
    disbursements.set(id, movement);
    const transaction = { reference_id: movement.airtelId, airtel_money_id: movement.airtelId, id, status: "TS" };
    return { status: 200, json: ok(transaction, "DP00900001001") };
  };

  const refund = (body: Record<string, any>) => {
    const airtelId = body.transaction?.airtel_money_id;
    const collection = [...collections.values()].find((movement) => movement.airtelId === airtelId);
    if (collection?.status !== "TS" || collection.refunded)
      return { status: 200, json: refused("DP00800001025", "Transaction not found or not refundable") };
    collection.refunded = true;
    const refundId = `RV${randomBytes(5).toString("hex").toUpperCase()}`;
    return { status: 200, json: ok({ airtel_money_id: refundId, status: "SUCCESS" }, "DP00800001006") };
  };

  const route = (request: IncomingMessage, raw: string): { status: number; json: unknown } => {
    const path = request.url ?? "";
    if (request.method === "POST" && path === "/auth/oauth2/token") {
      const body = JSON.parse(raw);
      if (body.client_id !== AIRTEL_DOUBLE_CLIENT.client_id || body.client_secret !== AIRTEL_DOUBLE_CLIENT.client_secret)
        return { status: 400, json: { error: "invalid_client", error_description: "Invalid client authentication" } };
      const token = randomBytes(16).toString("hex");
      tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
      issued++;
      return { status: 200, json: { access_token: token, expires_in: String(TOKEN_SECONDS), token_type: "bearer" } };
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!bearer || (tokens.get(bearer) ?? 0) < Date.now())
      return {
        status: 403,
        json: { error: "invalid_token", error_description: "The access token is invalid or has expired" },
      };
    if (request.headers["x-country"] !== "CD")
      return { status: 400, json: { status_message: "Partner not found", status_code: "ROUTER110" } };
    if (!["CDF", "USD"].includes(String(request.headers["x-currency"])))
      return { status: 400, json: refused("ROUTER112", "Invalid currency") };
    const user = /^\/standard\/v1\/users\/(\d{9})$/.exec(path);
    if (request.method === "GET" && user) {
      if (user[1]!.endsWith("02")) return { status: 200, json: refused("DP02200000002", "User not found") };
      const holder = { first_name: "Mukendi", last_name: "Jean-Pierre", msisdn: user[1], is_barred: false };
      return { status: 200, json: { data: holder, status: { response_code: "DP02200000001", success: true, code: "200" } } };
    }
    const collectionStatus = /^\/standard\/v1\/payments\/([^/?]+)$/.exec(path);
    if (request.method === "GET" && collectionStatus)
      return { status: 200, json: enquiry(collections.get(collectionStatus[1]!)) };
    const disbursementStatus = /^\/standard\/v2\/disbursements\/([^/?]+)\?transactionType=B2C$/.exec(path);
    if (request.method === "GET" && disbursementStatus)
      return { status: 200, json: enquiry(disbursements.get(disbursementStatus[1]!)) };
    if (request.method !== "POST") return { status: 404, json: { message: "Not Found" } };
    const body = JSON.parse(raw);
    posts.push({ path, body, headers: request.headers });
    if (path === "/merchant/v1/payments/" || path === "/merchant/v2/payments/") return collect(path, raw, body, request.headers);
    if (path === "/standard/v2/disbursements/") return disburse(body);
    if (path === "/standard/v1/payments/refund") return refund(body);
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
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    publicKey: publicKey.export({ type: "spki", format: "der" }).toString("base64"),
    posts,
    pins,
    tokensIssued: () => issued,
    setCallback: (url, key) => {
      callback = { url, key };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
