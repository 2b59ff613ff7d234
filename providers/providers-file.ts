import { readFileSync } from "node:fs";
import { z } from "zod";

const SERVICES = ["MPESA", "ORANGE", "AIRTEL", "AFRICELL"] as const;
const hex = (length: number) => z.string().regex(new RegExp(`^[0-9a-fA-F]{${length}}$`), `must be ${length} hex characters`);

const common = {
  code_name: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{1,39}$/, "must be lower-case letters, digits, - or _")
    .refine((name) => name !== "sandbox", "sandbox is the built-in provider's name"),
  name: z.string().min(1),
  base_url: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, "")),
  services: z.array(z.enum(SERVICES)).min(1),
  currencies: z.array(z.string().regex(/^[A-Z]{3}$/, "must be ISO 4217 codes")).min(1),
  priority: z.number().int(),
  enabled: z.boolean().default(true),
  timeouts: z.strictObject({ connect_ms: z.number().int().positive(), request_ms: z.number().int().positive() }).optional(),
};

const providerSchema = z.discriminatedUnion("protocol", [
  z.strictObject({
    ...common,
    protocol: z.literal("sealed"),
    credentials: z.strictObject({
      merchant_code: z.string().min(1),
      api_key: z.string().min(1),
      enc_key: hex(32),
      mac_key: hex(64),
    }),
  }),
  z.strictObject({
    ...common,
    protocol: z.literal("signed"),
    credentials: z.strictObject({
      client_id: z.string().min(1),
      client_secret: z.string().min(8),
      webhook_secret: z.string().min(16),
    }),
  }),
]);

const fileSchema = z
  .strictObject({ providers: z.array(providerSchema) })
  .refine((file) => new Set(file.providers.map((provider) => provider.code_name)).size === file.providers.length, {
    message: "code_name values must be unique",
    path: ["providers"],
  });

export type ProviderEntry = z.infer<typeof providerSchema>;

export class ProvidersFileError extends Error {}

/** Reads and validates PROVIDERS_FILE; the error names the bad field, e.g. `providers[1].credentials.enc_key`. */
export function readProvidersFile(file: string): ProviderEntry[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ProvidersFileError(`PROVIDERS_FILE ${file}: ${(error as Error).message}`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path
      .map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`))
      .join("")
      .replace(/^\./, "");
    throw new ProvidersFileError(`PROVIDERS_FILE ${file}: ${where || "(root)"}: ${issue.message}`);
  }
  return parsed.data.providers;
}
