import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { DEFAULT_HTTP_OPTIONS } from "../../../providers/http";
import { orangeProtocol } from "../../../providers/orange/protocol";
import { soapBodyElement, soapMessage, text } from "../../../providers/orange/soap";
import { checkOutcome, pushOutcome, transferOutcome, wireAmount, wireMsisdn } from "../../../providers/orange/wire";

/** The Orange connector against the partner documentation's packets (networks.md section 3). */
const response = (operation: string, fields: Record<string, string>) => ({
  status: 200,
  body: `<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ns2:${operation}Response xmlns:ns2="http://services.ws1.com/"><return>${Object.entries(
    fields,
  )
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join("")}</return></ns2:${operation}Response></soap:Body></soap:Envelope>`,
});
const movement = { reference: "TX1", amount: "2500.00", currency: "CDF" };

it("writes a SOAP request in the partner namespace, every value escaped", () => {
  const xml = soapMessage("http://services.ws1.com/", "doS2M", { transid: "TX1", message_s2m: "Café & <thé>" });
  expect(xml).toContain('xmlns:ser="http://services.ws1.com/"');
  expect(xml).toContain("<ser:doS2M><transid>TX1</transid><message_s2m>Café &amp; &lt;thé&gt;</message_s2m></ser:doS2M>");
  expect(text(soapBodyElement(xml, "doS2M"), "message_s2m")).toBe("Café & <thé>");
});

it("writes the number in its local form and whole amounts without decimals", () => {
  expect(wireMsisdn("+243891234567")).toBe("0891234567");
  expect([wireAmount("2500.00"), wireAmount("12.50")]).toEqual(["2500", "12.50"]);
});

it("reads doS2M's answer: 0 is the push sent, 00084 a refusal, any other code ambiguous", () => {
  const push = (resultCode: string, resultDesc: string) =>
    response("doS2M", { partnId: "P", resultCode, resultDesc, systemId: "MP1", transId: "TX1" });
  expect(pushOutcome(push("0", "Paiement En Cours de traitement !"))).toEqual({ kind: "accepted", providerReference: "" });
  expect(pushOutcome(push("00084", "Aucun frais de service defini."))).toMatchObject({ kind: "rejected", reasonCode: "00084" });
  expect(pushOutcome(push("99", "Inconnu")).kind).toBe("ambiguous");
  expect(pushOutcome({ status: 500, body: "<fault/>" }).kind).toBe("ambiguous");
});

it("reads doM2S's synchronous 200 as settled, and doCheckTrans's states", () => {
  expect(
    transferOutcome(
      response("doM2S", { resultCode: "200", resultDesc: "Votre Transaction a reussie", systemId: "MP9", transId: "PO1" }),
      movement,
    ),
  ).toMatchObject({ kind: "accepted", final: { status: "Success", providerReference: "MP9" } });
  const check = (fields: Record<string, string>) => checkOutcome(response("doCheckTrans", fields), movement);
  expect(check({ resultCode: "0", resultDesc: "Push envoyé", transId: "TX1" })).toEqual({
    kind: "pending",
    providerReference: null,
  });
  expect(
    check({ resultCode: "200", resultDesc: "ok", txnstatus: "200", montant: "2500", refPayment: "MP190888.1300.A000" }),
  ).toMatchObject({
    kind: "final",
    result: { status: "Success", providerReference: "MP190888.1300.A000" },
  });
  expect(check({ resultCode: "0", resultDesc: "echec transaction" })).toMatchObject({
    kind: "final",
    result: { status: "Failed", failureCode: "echec transaction" },
  });
  expect(check({ resultCode: "1", resultDesc: "TransId INCORRECT" })).toEqual({ kind: "not_found" });
  expect(check({ resultCode: "42", resultDesc: "autre" }).kind).toBe("unknown");
});

it("reads a SOAP answer longer than the audit trail keeps: parsed whole, audited by its start", async () => {
  const padding = "x".repeat(3000);
  const answer = response("doCheckTrans", {
    resultCode: "200",
    resultDesc: "Transaction reussie",
    refPayment: "MP123",
    txnstatus: "200",
    note: padding,
  }).body;
  const server = createServer((request, reply) => {
    request.resume();
    request.on("end", () => reply.writeHead(200, { "content-type": "text/xml" }).end(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const client = orangeProtocol.createClient({
      codeName: "orange",
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      callbackUrl: "https://shop.example.com/api/callbacks/orange/",
      credentials: orangeProtocol.credentialsSchema.parse({
        token: "orange-token-0123456789",
        partner_id: "PARTNER1",
        merchant_numbers: { CDF: "0891234567" },
      }),
      http: DEFAULT_HTTP_OPTIONS,
    });
    const { outcome, exchange } = await client.operations.queryCollection({
      reference: "TXLONG",
      amount: "2500.00",
      currency: "CDF",
    });
    expect(outcome).toMatchObject({ kind: "final", result: { status: "Success", providerReference: "MP123" } });
    expect(String(exchange.response).length).toBe(2000);
  } finally {
    server.close();
  }
});
