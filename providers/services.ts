/**
 * The mobile-money services the service collects for, each with its DR Congo mobile prefixes: the
 * two digits after +243 (contract.md, "Merchant toolkit"). The `services` table holds the same
 * symbols, seeded by the first migration (a test keeps the two equal).
 */
const DRC_PREFIXES_BY_SERVICE = {
  MPESA: ["81", "82", "83"],
  ORANGE: ["80", "84", "85", "89"],
  AIRTEL: ["97", "98", "99"],
  AFRICELL: ["90", "91"],
} as const satisfies Record<string, readonly string[]>;

export type ServiceSymbol = keyof typeof DRC_PREFIXES_BY_SERVICE;

export const DRC_COUNTRY_CODE = "243";

export const SERVICE_SYMBOLS = Object.keys(DRC_PREFIXES_BY_SERVICE) as [ServiceSymbol, ...ServiceSymbol[]];

/** The prefixes of the service `symbol` names; none when it names no service. */
export function drcNetworkPrefixes(symbol: string): readonly string[] {
  return Object.hasOwn(DRC_PREFIXES_BY_SERVICE, symbol) ? DRC_PREFIXES_BY_SERVICE[symbol as ServiceSymbol] : [];
}

/** Every service with its prefixes, in the table's order. */
export function drcPrefixTable(): Array<{ service: ServiceSymbol; prefixes: readonly string[] }> {
  return SERVICE_SYMBOLS.map((service) => ({ service, prefixes: DRC_PREFIXES_BY_SERVICE[service] }));
}

/** The service a DR Congo number (E.164) is on, by its prefix; undefined for any other number. */
export function serviceOfDrcNumber(e164: string): ServiceSymbol | undefined {
  if (!/^\+243\d{9}$/.test(e164)) return undefined;
  const prefix = e164.slice(4, 6);
  return SERVICE_SYMBOLS.find((symbol) => (DRC_PREFIXES_BY_SERVICE[symbol] as readonly string[]).includes(prefix));
}
