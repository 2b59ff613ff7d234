import { randomBytes } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { XMLParser } from "fast-xml-parser";

/**
 * An independent Orange Money RDC partner API (SOAP, `apigatewayom`), written from networks.md section 3 alone (none of
 * the service's Orange code): `doS2M` (answered "Paiement En Cours de traitement !", its result posted as a SOAP
 * `doCallback` to the request's `callbackurl`), `doM2S` (synchronous, "200"), `doCheckTrans` (the newer gateways'
 * `txnstatus`, "Push envoyé" while pending, "echec transaction", "TransId INCORRECT"), under the partner's bearer
 * token. Customer numbers, by their last two digits: `06` fails ("echec transaction"), `29` stays pushed with no
 * callback, `59` is taken but answered 500 (the answer lost); anything else succeeds.
 */
export interface OrangeDouble {
  url: string;
  token: string;
  partnerId: string;
  merchantNumbers: { CDF: string; USD: string };
  /** Every request it received: the operation and its fields. */
  requests: Array<{ operation: string; fields: Record<string, string> }>;
  /** The callbacks' answers, as the listener sent them. */
  acknowledgements: string[];
  close(): Promise<void>;
}

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false });

interface Movement {
  status: "pushed" | "done" | "failed";
  systemId: string;
  amount: string;
}

const envelope = (namespace: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns2="${namespace}"><soap:Body>${body}</soap:Body></soap:Envelope>`;
const answer = (operation: string, fields: Record<string, string>) =>
  envelope(
    "http://services.ws1.com/",
    `<ns2:${operation}Response><return>${Object.entries(fields)
      .map(([name, value]) => `<${name}>${value}</${name}>`)
      .join("")}</return></ns2:${operation}Response>`,
  );

export async function startOrangeDouble(): Promise<OrangeDouble> {
  const token = randomBytes(12).toString("hex");
  const partnerId = "PARTNER01";
  const merchantNumbers = { CDF: "0899000001", USD: "0899000002" };
  const movements = new Map<string, Movement>();
  const requests: OrangeDouble["requests"] = [];
  const acknowledgements: string[] = [];

  const callBack = async (url: string, fields: Record<string, string>, movement: Movement) => {
    const resultCode = movement.status === "done" ? "0" : "-1";
    const body = envelope(
      "http://servicecb.ws.com/",
      `<ns2:doCallback>${Object.entries({ ...fields, ResultCode: resultCode, ResultDesc: movement.status })
        .map(([name, value]) => `<${name}>${value}</${name}>`)
        .join("")}</ns2:doCallback>`,
    );
    const reply = await fetch(url, { method: "POST", headers: { "content-type": "text/xml" }, body }).catch(() => null);
    acknowledgements.push(reply ? await reply.text() : "");
  };

  const operate = (operation: string, fields: Record<string, string>): { status: number; xml: string } => {
    if (fields.PartnId !== partnerId || !Object.values(merchantNumbers).includes(fields.mermsisdn ?? ""))
      return { status: 200, xml: answer(operation, { resultCode: "00010", resultDesc: "Partenaire inconnu" }) };
    const transid = fields.transid ?? "";
    if (operation === "doCheckTrans") {
      const movement = movements.get(transid);
      if (!movement)
        return { status: 200, xml: answer(operation, { resultCode: "1", resultDesc: "TransId INCORRECT", transId: transid }) };
      const description = { pushed: "Push envoyé", done: "Transaction réussie", failed: "echec transaction" }[movement.status];
      return {
        status: 200,
        xml: answer(operation, {
          resultCode: movement.status === "done" ? "200" : "0",
          resultDesc: description,
          transId: transid,
          ...(movement.status === "done" ? { txnstatus: "200", montant: movement.amount, refPayment: movement.systemId } : {}),
        }),
      };
    }
    if (!/^0\d{9}$/.test(fields.subsmsisdn ?? "")) return { status: 500, xml: "<fault>bad msisdn</fault>" };
    const movement: Movement = {
      status: "pushed",
      systemId: `MP${randomBytes(4).toString("hex").toUpperCase()}`,
      amount: fields.amount ?? "",
    };
    if (operation === "doM2S") {
      movements.set(transid, { ...movement, status: "done" });
      return {
        status: 200,
        xml: answer(operation, {
          resultCode: "200",
          resultDesc: "Votre Transaction a reussie",
          systemId: movement.systemId,
          transId: transid,
        }),
      };
    }
    if (operation !== "doS2M") return { status: 500, xml: "<fault>unknown operation</fault>" };
    movements.set(transid, movement);
    const number = fields.subsmsisdn!;
    setTimeout(() => {
      if (number.endsWith("29")) return;
      movement.status = number.endsWith("06") ? "failed" : "done";
      const { callbackurl, message_s2m: _shown, ...rest } = fields;
      void callBack(callbackurl ?? "", rest, movement);
    }, 200);
    if (number.endsWith("59")) return { status: 500, xml: "<fault>Internal error</fault>" };
    return {
      status: 200,
      xml: answer(operation, {
        partnId: partnerId,
        resultCode: "0",
        resultDesc: "Paiement En Cours de traitement !",
        systemId: movement.systemId,
        transId: transid,
      }),
    };
  };

  const server = createServer((request, response: ServerResponse) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const reply = (status: number, xml: string) => response.writeHead(status, { "content-type": "text/xml" }).end(xml);
      if (request.headers.authorization !== `Bearer ${token}`) return reply(401, "<fault>Unauthorized</fault>");
      if (request.url !== "/apigatewayom/apigwomService") return reply(404, "<fault>Not Found</fault>");
      const body = parser.parse(raw)?.Envelope?.Body ?? {};
      const [operation] = Object.keys(body);
      const fields = Object.fromEntries(
        Object.entries(body[operation ?? ""] ?? {}).map(([name, value]) => [name, String(value)]),
      );
      requests.push({ operation: operation ?? "", fields });
      const { status, xml } = operate(operation ?? "", fields);
      reply(status, xml);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/apigatewayom/apigwomService`,
    token,
    partnerId,
    merchantNumbers,
    requests,
    acknowledgements,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
