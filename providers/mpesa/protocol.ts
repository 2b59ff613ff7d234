import { z } from "zod";
import { Secret } from "../credentials";
import type { ProviderProtocol } from "../protocol";
import { rsaPublicKey, rsaPublicKeyField } from "../rsa-public-key";
import { MpesaAdapter } from "./adapter";
import { MPESA_FAILURE_CODES } from "./failure-codes";

const credentialsSchema = z.strictObject({
  api_key: z.string().min(8).max(500),
  public_key: rsaPublicKeyField,
  service_provider_code: z.string().regex(/^[0-9A-Za-z]{4,12}$/, "must be the 4 to 12 character shortcode"),
  market: z
    .string()
    .regex(/^[A-Za-z]{2,40}$/)
    .default("vodacomDRC"),
  country: z
    .string()
    .regex(/^[A-Z]{2,3}$/)
    .default("DRC"),
  origin: z.string().min(1).max(200).default("*"),
});

export type MpesaProtocolCredentials = z.output<typeof credentialsSchema>;

/** The market's path ends the base URL: given without it (`https://openapi.m-pesa.com/openapi/ipg/v2`), it is added. */
const marketUrl = (baseUrl: string, market: string) =>
  baseUrl.replace(/\/+$/, "").endsWith(`/${market}`) ? baseUrl.replace(/\/+$/, "") : `${baseUrl.replace(/\/+$/, "")}/${market}`;

/** Vodacom M-Pesa OpenAPI, market `vodacomDRC`. */
export const mpesaProtocol: ProviderProtocol<MpesaProtocolCredentials> = {
  credentialsSchema,
  failureCodes: MPESA_FAILURE_CODES,
  services: ["MPESA"],
  createClient: ({ codeName, baseUrl, credentials, http }) =>
    new MpesaAdapter(
      codeName,
      marketUrl(baseUrl, credentials.market),
      {
        apiKey: new Secret(credentials.api_key),
        publicKey: rsaPublicKey(credentials.public_key),
        serviceProviderCode: credentials.service_provider_code,
        country: credentials.country,
        origin: credentials.origin,
      },
      http,
    ),
};
