import { XMLBuilder, XMLParser } from "fast-xml-parser";

const SOAP_ENVELOPE = "http://schemas.xmlsoap.org/soap/envelope/";

const builder = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: false });
// Values stay strings ("0", "00084", "0812345678"): codes and numbers with leading zeros are never read as numbers.
const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true, processEntities: true });

/** A SOAP 1.1 message: `operation` in `namespace` (prefix `ser`), its fields as child elements, each value escaped. */
export function soapMessage(namespace: string, operation: string, fields: Record<string, unknown>): string {
  const body = builder.build({
    "soapenv:Envelope": {
      "@_xmlns:soapenv": SOAP_ENVELOPE,
      "@_xmlns:ser": namespace,
      "soapenv:Header": "",
      "soapenv:Body": { [`ser:${operation}`]: fields },
    },
  });
  return `<?xml version="1.0" encoding="UTF-8"?>${body}`;
}

/** The element a SOAP body holds under `operation` (its `return` for answers), namespaces dropped; undefined if absent. */
export function soapBodyElement(xml: string, operation: string): Record<string, unknown> | undefined {
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    return undefined;
  }
  const body = (document as { Envelope?: { Body?: Record<string, unknown> } })?.Envelope?.Body;
  const element = body?.[operation];
  return element && typeof element === "object" ? (element as Record<string, unknown>) : undefined;
}

/** A field of a parsed element as text ("" when absent or not text). */
export const text = (element: Record<string, unknown> | undefined, name: string): string => {
  const value = element?.[name];
  return typeof value === "string" ? value.trim() : "";
};
