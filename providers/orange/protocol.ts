import { z } from "zod";
import { Secret } from "../credentials";
import type { ProviderProtocol } from "../protocol";
import { OrangeAdapter } from "./adapter";
import { ORANGE_FAILURE_CODES } from "./failure-codes";

const credentialsSchema = z.strictObject({
  token: z.string().min(8).max(1000),
  partner_id: z.string().min(1).max(100),
  merchant_numbers: z
    .record(z.string().regex(/^[A-Z]{3}$/), z.string().regex(/^0?\d{9}$/, "must be the merchant wallet's number"))
    .refine((numbers) => Object.keys(numbers).length > 0, "name the merchant wallet of at least one currency"),
});

export type OrangeProtocolCredentials = z.output<typeof credentialsSchema>;

/** Orange Money RDC partner API (SOAP, `apigatewayom`). */
export const orangeProtocol: ProviderProtocol<OrangeProtocolCredentials> = {
  credentialsSchema,
  failureCodes: ORANGE_FAILURE_CODES,
  services: ["ORANGE"],
  // Orange has no refund: every refund is paid back to the payer.
  refundMethod: () => "disbursement",
  createClient: ({ codeName, baseUrl, callbackUrl, credentials, http }) =>
    new OrangeAdapter(
      codeName,
      baseUrl,
      callbackUrl,
      { token: new Secret(credentials.token), partnerId: credentials.partner_id, merchantNumbers: credentials.merchant_numbers },
      http,
    ),
};
