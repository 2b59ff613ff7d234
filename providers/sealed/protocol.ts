import { z } from "zod";
import { Secret } from "../credentials";
import type { ProviderProtocol } from "../protocol";
import { SealedAdapter } from "./adapter";
import { SEALED_FAILURE_CODES } from "./failure-codes";

const hex = (length: number) => z.string().regex(new RegExp(`^[0-9a-fA-F]{${length}}$`), `must be ${length} hex characters`);

const credentialsSchema = z.strictObject({
  merchant_code: z.string().min(1),
  api_key: z.string().min(1),
  enc_key: hex(32),
  mac_key: hex(64),
});

/** Protocol A (providers.md): Bearer-authenticated REST, AES-encrypted and HMAC-SHA256-sealed webhooks. */
export const sealedProtocol: ProviderProtocol<z.output<typeof credentialsSchema>> = {
  credentialsSchema,
  failureCodes: SEALED_FAILURE_CODES,
  createClient: ({ codeName, baseUrl, credentials, http }) =>
    new SealedAdapter(
      codeName,
      baseUrl,
      {
        merchantCode: credentials.merchant_code,
        apiKey: new Secret(credentials.api_key),
        encKey: new Secret(credentials.enc_key),
        macKey: new Secret(credentials.mac_key),
      },
      http,
    ),
};
