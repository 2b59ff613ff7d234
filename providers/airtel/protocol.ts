import { z } from "zod";
import { toMinorUnits } from "../../lib/money";
import { Secret } from "../credentials";
import type { ProviderProtocol } from "../protocol";
import { rsaPublicKey, rsaPublicKeyField } from "../rsa-public-key";
import { AirtelAdapter } from "./adapter";
import { AIRTEL_FAILURE_CODES } from "./failure-codes";

const credentialsSchema = z
  .strictObject({
    client_id: z.string().min(1).max(200),
    client_secret: z.string().min(1).max(500),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default("CD"),
    disbursement_pin: z
      .string()
      .regex(/^\d{4}$/, "must be the 4-digit disbursement PIN")
      .optional(),
    pin_public_key: rsaPublicKeyField.optional(),
    pin_padding: z.enum(["pkcs1", "oaep"]).default("pkcs1"),
    callback_key: z.string().min(8).max(500).optional(),
    message_signing: z.boolean().default(false),
    msisdn_format: z.enum(["national9", "leading0"]).default("national9"),
  })
  .refine((credentials) => (credentials.disbursement_pin === undefined) === (credentials.pin_public_key === undefined), {
    message: "disbursement_pin and pin_public_key go together",
    path: ["pin_public_key"],
  })
  .refine((credentials) => !credentials.message_signing || credentials.pin_public_key !== undefined, {
    message: "message_signing needs Airtel's RSA key (pin_public_key) for x-key",
    path: ["pin_public_key"],
  });

export type AirtelProtocolCredentials = z.output<typeof credentialsSchema>;

/** Airtel Africa Open API (Airtel Money, Airtel RDC). */
export const airtelProtocol: ProviderProtocol<AirtelProtocolCredentials> = {
  credentialsSchema,
  failureCodes: AIRTEL_FAILURE_CODES,
  services: ["AIRTEL"],
  // Airtel's refund has no amount: it reverses the whole collection. A part goes back as a disbursement to the payer.
  refundMethod: ({ amount, collectionAmount }) =>
    toMinorUnits(amount) === toMinorUnits(collectionAmount) ? "reversal" : "disbursement",
  createClient: ({ codeName, baseUrl, credentials, http }) =>
    new AirtelAdapter(
      codeName,
      baseUrl,
      {
        clientId: credentials.client_id,
        clientSecret: new Secret(credentials.client_secret),
        country: credentials.country,
        disbursementPin: credentials.disbursement_pin ? new Secret(credentials.disbursement_pin) : null,
        pinPublicKey: credentials.pin_public_key ? rsaPublicKey(credentials.pin_public_key) : null,
        pinPadding: credentials.pin_padding,
        callbackKey: credentials.callback_key ? new Secret(credentials.callback_key) : null,
        messageSigning: credentials.message_signing,
        msisdnFormat: credentials.msisdn_format,
      },
      http,
    ),
};
