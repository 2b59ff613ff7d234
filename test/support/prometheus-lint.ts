/**
 * The checks of `promtool check metrics` (client_golang's promlint) over a Prometheus text exposition, so a
 * test can lint `/metrics` without the Go tool: a problem is `<metric> <what promtool would say>`.
 */

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const CAMEL_CASE = /[a-z][A-Z]/;
const TYPES_IN_NAMES = ["counter", "gauge", "summary", "histogram", "gauge_histogram"];
const UNIT_ABBREVIATIONS = ["s", "ms", "us", "ns", "sec", "b", "kb", "mb", "gb", "tb", "pb", "m", "h", "d"];
const BASE_UNITS: Record<string, string> = {
  amperes: "amperes",
  bytes: "bytes",
  celsius: "celsius",
  grams: "grams",
  joules: "joules",
  kelvin: "kelvin",
  meters: "meters",
  metres: "metres",
  seconds: "seconds",
  volts: "volts",
  minutes: "seconds",
  hours: "seconds",
  days: "seconds",
  weeks: "seconds",
  kelvins: "kelvin",
  fahrenheit: "celsius",
  rankine: "celsius",
  inches: "meters",
  yards: "meters",
  miles: "meters",
  bits: "bytes",
  calories: "joules",
  pounds: "grams",
  ounces: "grams",
};
const UNIT_PREFIXES = [
  ...["pico", "nano", "micro", "milli", "centi", "deci", "deca", "hecto", "kilo", "kibi", "mega", "mibi"],
  ...["giga", "gibi", "tera", "tebi", "peta", "pebi"],
];
/** The series a family of each type writes besides its own name. */
const SERIES_SUFFIXES: Record<string, string[]> = { histogram: ["_bucket", "_sum", "_count"], summary: ["_sum", "_count"] };

interface Family {
  type: string;
  help: boolean;
  labels: Set<string>;
}

function unitOf(name: string): { unit: string; base: string } | undefined {
  for (const word of name.split("_")) {
    if (BASE_UNITS[word]) return { unit: word, base: BASE_UNITS[word] };
    for (const prefix of UNIT_PREFIXES) {
      const base = word.startsWith(prefix) ? BASE_UNITS[word.slice(prefix.length)] : undefined;
      if (base) return { unit: word, base };
    }
  }
  return undefined;
}

function familyProblems(name: string, family: Family): string[] {
  const problems: string[] = [];
  const { type } = family;
  const lower = name.toLowerCase();
  const hasWord = (word: string) => lower.includes(`_${word}_`) || lower.endsWith(`_${word}`);
  if (!METRIC_NAME.test(name)) problems.push("invalid metric name");
  if (!family.help) problems.push("no help text");
  const unit = unitOf(name);
  if (unit && unit.unit !== unit.base) problems.push(`use base unit "${unit.base}" instead of "${unit.unit}"`);
  if (type === "counter" && !name.endsWith("_total")) problems.push('counter metrics should have "_total" suffix');
  if (type !== "untyped" && type !== "counter" && name.endsWith("_total")) {
    problems.push('non-counter metrics should not have "_total" suffix');
  }
  if (type !== "untyped" && type !== "gauge" && name.endsWith("_timestamp_seconds")) {
    problems.push('non-gauge metrics should not have "_timestamp_seconds" suffix');
  }
  if (type !== "untyped") {
    if (type !== "histogram" && name.endsWith("_bucket")) problems.push('non-histogram metrics should not have "_bucket" suffix');
    for (const suffix of ["_count", "_sum"]) {
      if (type !== "histogram" && type !== "summary" && name.endsWith(suffix)) {
        problems.push(`non-histogram and non-summary metrics should not have "${suffix}" suffix`);
      }
    }
    if (type !== "histogram" && family.labels.has("le")) problems.push('non-histogram metrics should not have "le" label');
    if (type !== "summary" && family.labels.has("quantile")) {
      problems.push('non-summary metrics should not have "quantile" label');
    }
  }
  for (const typeName of TYPES_IN_NAMES.filter(hasWord)) problems.push(`metric name should not include type '${typeName}'`);
  if (name.includes(":")) problems.push("metric names should not contain ':'");
  if (CAMEL_CASE.test(name)) problems.push("metric names should be written in 'snake_case' not 'camelCase'");
  for (const label of family.labels) {
    if (!LABEL_NAME.test(label)) problems.push(`invalid label name "${label}"`);
    if (CAMEL_CASE.test(label)) problems.push("label names should be written in 'snake_case' not 'camelCase'");
  }
  problems.push(...UNIT_ABBREVIATIONS.filter(hasWord).map(() => "metric names should not contain abbreviated units"));
  return problems.map((problem) => `${name} ${problem}`);
}

/** The family a sample belongs to: its own name, or a histogram's or summary's name before its series suffix. */
function familyOf(sample: string, families: Map<string, Family>): Family | undefined {
  const own = families.get(sample);
  if (own) return own;
  for (const [name, family] of families) {
    if ((SERIES_SUFFIXES[family.type] ?? []).some((suffix) => sample === `${name}${suffix}`)) return family;
  }
  return undefined;
}

export function lintMetrics(exposition: string): string[] {
  const families = new Map<string, Family>();
  const family = (name: string) => {
    const known = families.get(name) ?? { type: "untyped", help: false, labels: new Set<string>() };
    families.set(name, known);
    return known;
  };
  const problems: string[] = [];
  for (const line of exposition.split("\n")) {
    const comment = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line);
    if (comment) {
      const [, keyword, name, rest] = comment;
      if (keyword === "HELP") family(name!).help = true;
      else family(name!).type = rest ?? "untyped";
      continue;
    }
    if (line === "" || line.startsWith("#")) continue;
    const sample = /^([^\s{]+)(?:\{(.*)\})? \S+( \d+)?$/.exec(line);
    if (!sample) {
      problems.push(`unparsable line: ${line}`);
      continue;
    }
    const owner = familyOf(sample[1]!, families) ?? family(sample[1]!);
    for (const label of (sample[2] ?? "").matchAll(/([^\s=,]+)="(?:[^"\\]|\\.)*"/g)) owner.labels.add(label[1]!);
  }
  for (const [name, entry] of families) problems.push(...familyProblems(name, entry));
  return problems;
}
