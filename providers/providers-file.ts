import { readFileSync } from "node:fs";
import { z } from "zod";
import { type CredentialsOf, PROTOCOL_NAMES, PROTOCOLS, type ProtocolName } from "./protocols";
import { SANDBOX_PROVIDER } from "./sandbox-name";
import { SERVICE_SYMBOLS } from "./services";

const common = {
  code_name: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{1,39}$/, "must be lower-case letters, digits, - or _")
    .refine((name) => name !== SANDBOX_PROVIDER, "sandbox is the built-in provider's name"),
  name: z.string().min(1),
  base_url: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, "")),
  services: z.array(z.enum(SERVICE_SYMBOLS)).min(1),
  currencies: z.array(z.string().regex(/^[A-Z]{3}$/, "must be ISO 4217 codes")).min(1),
  priority: z.number().int(),
  enabled: z.boolean().default(true),
  timeouts: z.strictObject({ connect_ms: z.number().int().positive(), request_ms: z.number().int().positive() }).optional(),
};

type CommonFields = z.output<z.ZodObject<typeof common>>;

/** A provider of one protocol: the common fields, that protocol's name and its credentials. */
export type ProviderEntryOf<Name extends ProtocolName> = CommonFields & { protocol: Name; credentials: CredentialsOf<Name> };

export type ProviderEntry = { [Name in ProtocolName]: ProviderEntryOf<Name> }[ProtocolName];

const entrySchemas = PROTOCOL_NAMES.map((name) => {
  const served = (PROTOCOLS[name] as { services?: readonly string[] }).services;
  return z.strictObject({
    ...common,
    services: served
      ? common.services.refine((services) => services.every((service) => served.includes(service)), {
          message: `the ${name} protocol serves only ${served.join(", ")}`,
        })
      : common.services,
    protocol: z.literal(name),
    credentials: PROTOCOLS[name].credentialsSchema,
  });
});

// Built from the list at run time, the union's type is the one ProviderEntry spells out from the list.
const providerSchema = z.discriminatedUnion(
  "protocol",
  entrySchemas as [(typeof entrySchemas)[number], ...(typeof entrySchemas)[number][]],
) as unknown as z.ZodType<ProviderEntry>;

const fileSchema = z
  .strictObject({ providers: z.array(providerSchema) })
  .refine((file) => new Set(file.providers.map((provider) => provider.code_name)).size === file.providers.length, {
    message: "code_name values must be unique",
    path: ["providers"],
  });

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
