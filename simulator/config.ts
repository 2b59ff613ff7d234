import { z } from "zod";

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** What `npm run simulator` (dist/simulator/main.js in the image) reads from the environment. */
export const simulatorEnvSchema = z.object({
  SIMULATOR_HOST: z.string().min(1).default("127.0.0.1"),
  /** The host name written into the providers file's base_url: the name the service reaches the simulator by. */
  SIMULATOR_PUBLIC_HOST: z.string().min(1).optional(),
  SIMULATOR_SEALED_PORT: port(9101),
  SIMULATOR_SIGNED_PORT: port(9102),
  SIMULATOR_PAWAPAY_PORT: port(9103),
  SIMULATOR_AIRTEL_PORT: port(9104),
  SIMULATOR_MPESA_PORT: port(9105),
  SIMULATOR_ORANGE_PORT: port(9106),
  /**
   * The service's public base URL, for the networks whose callbacks go where their portal says (pawaPay, Airtel):
   * each such provider calls back `<this>/api/callbacks/<its code_name>/`. Without it they send no callback.
   */
  SIMULATOR_SERVICE_URL: z.url().optional(),
  SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).default(2000),
  /** Each provider's float per currency, for payouts and refunds: a decimal string with at most two decimals. */
  SIMULATOR_FLOAT: z
    .string()
    .regex(/^\d{1,15}(\.\d{1,2})?$/, "Expected a decimal amount.")
    .optional(),
  PROVIDERS_FILE: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./.data"),
});

export type SimulatorConfig = z.infer<typeof simulatorEnvSchema>;

export function loadSimulatorConfig(env: NodeJS.ProcessEnv = process.env): SimulatorConfig {
  const nonEmpty = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = simulatorEnvSchema.safeParse(nonEmpty);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`invalid configuration: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}
