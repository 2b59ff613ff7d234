import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { providerHealthSchema } from "../../api/admin/schemas";
import { syncProviders } from "../../domain/routing/providers-store";
import { readProvidersFile } from "../../providers/providers-file";
import { createProviderRegistry } from "../../providers/registry";
import { SERVICE_SYMBOLS } from "../../providers/services";
import { generateCredentials } from "../../simulator";
import { SIMULATED_PROTOCOL_NAMES, SIMULATED_PROTOCOLS, type SimulatedProtocolName } from "../../simulator/protocols";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { TEST_SECRETS_KEY } from "../support/secrets";

/** The protocols and services are lists in providers/; every surface that names one takes it from there. */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const credentials = generateCredentials();

const entryOf = (protocol: SimulatedProtocolName, index: number) => ({
  code_name: `provider-${index}`,
  name: `Provider ${index}`,
  protocol,
  base_url: "http://127.0.0.1:1",
  credentials: credentials[protocol],
  services: SIMULATED_PROTOCOLS[protocol].sampleProvider.services,
  currencies: ["CDF"],
  priority: index,
});

function writeProvidersFile(entries: object[]): string {
  const file = path.join(os.tmpdir(), `providers-${randomBytes(4).toString("hex")}.json`);
  writeFileSync(file, JSON.stringify({ providers: entries }));
  return file;
}

describe("provider protocols", () => {
  it("the providers file takes a provider of each listed protocol, and no other protocol", () => {
    const entries = SIMULATED_PROTOCOL_NAMES.map(entryOf);
    expect(readProvidersFile(writeProvidersFile(entries)).map((entry) => entry.protocol)).toEqual(SIMULATED_PROTOCOL_NAMES);
    const unlisted = writeProvidersFile([{ ...entryOf(SIMULATED_PROTOCOL_NAMES[0]!, 0), protocol: "carrier-pigeon" }]);
    expect(() => readProvidersFile(unlisted)).toThrow(/: providers\[0\]\.protocol: /);
  });

  it("a provider's credentials follow its own protocol's schema", () => {
    for (const [index, protocol] of SIMULATED_PROTOCOL_NAMES.entries()) {
      const other = SIMULATED_PROTOCOL_NAMES.find((name) => name !== protocol)!;
      const mismatched = writeProvidersFile([{ ...entryOf(protocol, index), credentials: credentials[other] }]);
      expect(() => readProvidersFile(mismatched)).toThrow(/: providers\[0\]\.credentials\./);
    }
  });

  it("the admin API describes exactly the listed protocols", () => {
    const protocol = providerHealthSchema.pick({ protocol: true });
    for (const name of SIMULATED_PROTOCOL_NAMES) expect(protocol.parse({ protocol: name })).toEqual({ protocol: name });
    const refused = protocol.safeParse({ protocol: "carrier-pigeon" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([["protocol"]]);
  });

  it("the database stores a provider of each listed protocol, beside the built-in sandbox provider", async () => {
    const entries = readProvidersFile(writeProvidersFile(SIMULATED_PROTOCOL_NAMES.map(entryOf)));
    const config = {
      PUBLIC_BASE_URL: "http://127.0.0.1:1",
      SECRETS_KEY: TEST_SECRETS_KEY,
      SECRETS_PREVIOUS_KEYS: [],
      DATA_DIR: "/nonexistent",
    };
    const registry = await createProviderRegistry(config, entries, database.db);
    await syncProviders(database.db, registry);
    const rows = await database.db("providers").select("code_name", "protocol", "builtin").orderBy("code_name");
    expect(rows).toEqual([
      ...SIMULATED_PROTOCOL_NAMES.map((protocol, index) => ({ code_name: `provider-${index}`, protocol, builtin: false })),
      { code_name: "sandbox", protocol: expect.any(String), builtin: true },
    ]);
    for (const entry of entries) expect(registry.get(entry.code_name)?.operations.collect).toBeDefined();
  });
});

describe("services", () => {
  it("the services table holds exactly the listed services", async () => {
    const rows = await database.db("services").select("symbol").orderBy("symbol");
    expect(rows.map((row) => row.symbol)).toEqual([...SERVICE_SYMBOLS].sort());
  });
});
