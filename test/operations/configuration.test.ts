import { readFileSync } from "node:fs";
import path from "node:path";
import { envSchema, loadConfig } from "../../lib/config";
import { variablesOf } from "../support/config-schema";

/** The README's table and .env.example describe exactly the schema's variables, with the schema's defaults. */
const root = path.resolve(__dirname, "../..");
const schema = variablesOf(envSchema);

function readmeRows(): Map<string, string> {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("### Providers file"));
  const rows = new Map<string, string>();
  for (const line of section.split("\n")) {
    const cells = line.split(" | ");
    const name = /^\| `([A-Z0-9_]+)`$/.exec(cells[0] ?? "")?.[1];
    if (name) rows.set(name, cells[1]!);
  }
  return rows;
}

function envExample(): Map<string, { value: string; commented: boolean }> {
  const entries = new Map<string, { value: string; commented: boolean }>();
  for (const line of readFileSync(path.join(root, ".env.example"), "utf8").split("\n")) {
    const match = /^(# )?([A-Z0-9_]+)=(.*)$/.exec(line);
    if (match) entries.set(match[2]!, { value: match[3]!.replace(/^'(.*)'$/, "$1"), commented: Boolean(match[1]) });
  }
  return entries;
}

describe("configuration documentation", () => {
  it("the README's table lists every variable of the schema, nothing else, each with the schema's default", () => {
    const rows = readmeRows();
    expect([...rows.keys()].sort()).toEqual([...schema.keys()].sort());
    for (const [name, fallback] of schema) {
      const cell = rows.get(name)!;
      if (fallback === undefined) expect({ name, cell }).toEqual({ name, cell: expect.stringMatching(/^unset\b/) });
      else expect({ name, cell }).toEqual({ name, cell: `\`${fallback}\`` });
    }
  });

  it(".env.example lists every variable, nothing else: the default set, or commented out when there is none", () => {
    const entries = envExample();
    expect([...entries.keys()].sort()).toEqual([...schema.keys()].sort());
    for (const [name, fallback] of schema) {
      const entry = entries.get(name)!;
      if (fallback === undefined) expect({ name, commented: entry.commented }).toEqual({ name, commented: true });
      else expect({ name, entry }).toEqual({ name, entry: { value: fallback, commented: false } });
    }
  });

  it(".env.example, examples included, is a valid configuration", () => {
    const environment = Object.fromEntries([...envExample()].map(([name, { value }]) => [name, value]));
    expect(() => loadConfig(environment)).not.toThrow();
  });
});
