import ipaddr from "ipaddr.js";

/** An address range: a network address and its prefix length (a bare address is a /32 or /128). */
export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** What the client address is when the hop that should name it is not an address at all: it matches no range. */
export const UNKNOWN_ADDRESS = "unknown";

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const DOTTED_QUAD = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

/**
 * An address in its plain written forms only: IPv4 as four decimal octets (not `127.1`, `0x7f.0.0.1` or
 * `010.0.0.1`, which readers disagree on), IPv6 without a zone. IPv4-mapped IPv6 (`::ffff:a.b.c.d`, as a
 * dual-stack socket reports IPv4) is IPv4.
 */
function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const trimmed = text.trim();
  if (DOTTED_QUAD.test(trimmed)) return ipaddr.IPv4.parse(trimmed);
  if (!trimmed.includes(":") || trimmed.includes("%") || !ipaddr.IPv6.isValid(trimmed)) return undefined;
  return ipaddr.process(trimmed);
}

/**
 * A CIDR (`203.0.113.0/24`, `2001:db8::/32`) or a bare address, as its canonical network form
 * (`203.0.113.0/24`: host bits cleared); undefined when it is neither.
 */
export function canonicalRange(text: string): string | undefined {
  const trimmed = text.trim();
  const [addressPart, bitsPart, ...rest] = trimmed.split("/");
  if (bitsPart !== undefined) {
    if (rest.length > 0 || !/^\d{1,3}$/.test(bitsPart) || !parseAddress(addressPart!) || !ipaddr.isValidCIDR(trimmed)) {
      return undefined;
    }
    const [address, bits] = ipaddr.parseCIDR(trimmed);
    // `::ffff:a.b.c.d/n` with n >= 96 is an IPv4 range in IPv6 dress; ipaddr.js would keep it IPv6.
    if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
      return canonicalRange(`${(address as ipaddr.IPv6).toIPv4Address().toString()}/${bits - 96}`);
    }
    const network =
      address.kind() === "ipv4" ? ipaddr.IPv4.networkAddressFromCIDR(trimmed) : ipaddr.IPv6.networkAddressFromCIDR(trimmed);
    return `${network.toString()}/${bits}`;
  }
  const address = parseAddress(trimmed);
  if (!address) return undefined;
  return `${address.toString()}/${address.kind() === "ipv4" ? 32 : 128}`;
}

/** Ranges from their text; throws on one that is not a CIDR or an address (configuration is validated first). */
export function parseRanges(texts: readonly string[]): AddressRange[] {
  return texts.map((text) => {
    const canonical = canonicalRange(text);
    if (!canonical) throw new RangeError(`not a CIDR: ${text}`);
    return ipaddr.parseCIDR(canonical);
  });
}

/** Whether `address` (text) lies in one of `ranges`; an unparsable address lies in none. */
export function addressInRanges(address: string, ranges: readonly AddressRange[]): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  return ranges.some(([network, bits]) => network.kind() === parsed.kind() && parsed.match(network, bits));
}

/**
 * The client's address. Without trusted proxies, or when the connecting peer is not one of them, it is the
 * peer's: an X-Forwarded-For header from anyone else is ignored, so a client cannot claim another address.
 * When the peer is a trusted proxy, X-Forwarded-For is read from the right (each proxy appends the address it
 * was connected from), skipping trusted proxies: the right-most hop that is not one is the client. Hops left of
 * it were written by the client itself and are never read. When every hop is a trusted proxy, the left-most is.
 * A hop that should name the client but is not an address gives UNKNOWN_ADDRESS, which no allowlist contains.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: readonly AddressRange[],
): string {
  const peerAddress = peer ? parseAddress(peer) : undefined;
  const peerText = peerAddress?.toString() ?? peer ?? UNKNOWN_ADDRESS;
  if (trusted.length === 0 || !peerAddress || !addressInRanges(peerText, trusted)) return peerText;
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "");
  let client = peerText;
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = parseAddress(withoutPort(hops[index]!));
    if (!hop) return UNKNOWN_ADDRESS;
    client = hop.toString();
    if (!addressInRanges(client, trusted)) return client;
  }
  return client;
}

/** `203.0.113.7:51234` and `[2001:db8::1]:443`, as some proxies write a hop, without the port. */
function withoutPort(hop: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (bracketed) return bracketed[1]!;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(hop);
  return v4WithPort ? v4WithPort[1]! : hop;
}
