import { z } from "zod";
import { Secret } from "../credentials";
import type { ProviderProtocol } from "../protocol";
import { SignedAdapter } from "./adapter";
import { SIGNED_FAILURE_CODES } from "./failure-codes";

const credentialsSchema = z.strictObject({
  client_id: z.string().min(1),
  client_secret: z.string().min(8),
  webhook_secret: z.string().min(16),
});

export type SignedProtocolCredentials = z.output<typeof credentialsSchema>;

/** Protocol B (providers.md): HMAC-SHA512-signed requests and webhooks, amounts in minor units. */
export const signedProtocol: ProviderProtocol<SignedProtocolCredentials> = {
  credentialsSchema,
  failureCodes: SIGNED_FAILURE_CODES,
  createClient: ({ codeName, baseUrl, credentials, http }) =>
    new SignedAdapter(
      codeName,
      baseUrl,
      {
        clientId: credentials.client_id,
        clientSecret: new Secret(credentials.client_secret),
        webhookSecret: new Secret(credentials.webhook_secret),
      },
      http,
    ),
};
