import type { z } from "zod";

interface SchemaDef {
  type: string;
  defaultValue?: unknown;
  in?: { _zod: { def: SchemaDef } };
}

/** The value a variable takes when unset, as it would be written in the environment; undefined when it has none. */
function rawDefault(def: SchemaDef): string | undefined {
  if (def.type === "default") return String(def.defaultValue);
  if (def.type === "pipe" && def.in) return rawDefault(def.in._zod.def);
  return undefined;
}

/** Each variable of an environment schema with its default, read from the schema itself. */
export function variablesOf(schema: z.ZodObject): Map<string, string | undefined> {
  return new Map(
    Object.entries(schema.shape).map(([name, field]) => [
      name,
      rawDefault((field as unknown as { _zod: { def: SchemaDef } })._zod.def),
    ]),
  );
}
