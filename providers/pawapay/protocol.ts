import { createPrivateKey } from "node:crypto";
import { z } from "zod";
import { Secret } from "../credentials";
import type { ProviderProtocol } from "../protocol";
import { PawapayAdapter } from "./adapter";
import { PAWAPAY_FAILURE_CODES } from "./failure-codes";
import { PAWAPAY_PROVIDERS, pawapayDecimals } from "./wire";

const ecPrivateKey = z.string().refine((pem) => {
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "prime256v1";
  } catch {
    return false;
  }
}, "must be a PEM EC P-256 private key");

const credentialsSchema = z
  .strictObject({
    api_token: z.string().min(16),
    signing_key: ecPrivateKey.optional(),
    signing_key_id: z.string().min(1).max(200).optional(),
    callback_signatures: z.boolean().default(false),
  })
  .refine((credentials) => (credentials.signing_key === undefined) === (credentials.signing_key_id === undefined), {
    message: "signing_key and signing_key_id go together",
    path: ["signing_key_id"],
  });

export type PawapayProtocolCredentials = z.output<typeof credentialsSchema>;

/** pawaPay Merchant API v2, the aggregator: M-Pesa, Airtel Money and Orange Money in the DR Congo through one API. */
export const pawapayProtocol: ProviderProtocol<PawapayProtocolCredentials> = {
  credentialsSchema,
  failureCodes: PAWAPAY_FAILURE_CODES,
  services: Object.keys(PAWAPAY_PROVIDERS) as Array<keyof typeof PAWAPAY_PROVIDERS>,
  amountDecimals: (service, currency) =>
    pawapayDecimals(service, currency) < 2 ? pawapayDecimals(service, currency) : undefined,
  createClient: ({ codeName, baseUrl, callbackUrl, credentials, http }) =>
    new PawapayAdapter(
      codeName,
      baseUrl,
      callbackUrl,
      {
        apiToken: new Secret(credentials.api_token),
        signingKey:
          credentials.signing_key && credentials.signing_key_id
            ? { pem: new Secret(credentials.signing_key), id: credentials.signing_key_id }
            : null,
        callbackSignatures: credentials.callback_signatures,
      },
      http,
    ),
};
