import dns from "node:dns";
import net from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, buildConnector } from "undici";
import { ValidationError } from "./errors";

/** `::a.b.c.d`, the deprecated IPv4-compatible form, which ipaddr.js counts as ordinary unicast. */
const isIpv4Compatible = (address: ipaddr.IPv4 | ipaddr.IPv6) =>
  address.kind() === "ipv6" && (address as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0);

/**
 * Public unicast only: no loopback, private, link-local, CGNAT, multicast, unspecified or reserved
 * ranges. An IPv4-mapped IPv6 address is judged by its IPv4 address; an IPv4-compatible one is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // ipaddr.js reads a dotted tail (`::a.b.c.d`) as IPv4-mapped; the URL parser's hex form is unambiguous.
  const canonical = net.isIPv6(address) ? new URL(`http://[${address}]/`).hostname.slice(1, -1) : address;
  const parsed = ipaddr.process(canonical);
  return !isIpv4Compatible(parsed) && parsed.range() === "unicast";
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

export class CallbackAddressRefused extends Error {}

function refuse(message: string): never {
  throw new ValidationError({ callback_url: message });
}

/**
 * Creation-time check of a merchant callback URL: https, no credentials, and a host that is not (and
 * does not resolve to) a private address, unless allowPrivate (development and tests). The check that
 * counts happens again at every delivery, on the address actually connected to.
 */
export async function assertCallbackUrlAllowed(url: string, allowPrivate: boolean): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    refuse("Enter a valid URL.");
  }
  if (parsed.protocol !== "https:" && !(allowPrivate && parsed.protocol === "http:")) refuse("The callback URL must use https.");
  if (parsed.username || parsed.password) refuse("The callback URL must not carry credentials.");
  if (allowPrivate) return;
  // `localhost.` is `localhost`: a fully qualified name's trailing dot changes nothing it resolves to.
  const host = parsed.hostname.replace(/^\[|\]$/g, "").replace(/\.+$/, "");
  if (ipaddr.isValid(host)) {
    if (!isPublicAddress(host)) refuse("The callback URL must not point at a private or local address.");
    return;
  }
  if (LOCAL_NAMES.test(host) || !host.includes(".")) refuse("The callback URL must name a public host.");
  const addresses = await dns.promises.lookup(host, { all: true }).catch(() => []);
  if (addresses.some(({ address }) => !isPublicAddress(address)))
    refuse("The callback URL resolves to a private or local address.");
}

/**
 * An undici dispatcher that connects to public addresses only, whatever the URL's host: a name whose
 * DNS answer holds a non-public address is refused before connecting (no rebinding between check and
 * connection), so is a literal IP address (Node skips the lookup for those), and the address the
 * socket did connect to is checked once more before a byte of the request is sent.
 */
export function publicOnlyAgent(allowPrivate: boolean): Agent {
  const connect = buildConnector({
    timeout: 5000,
    lookup: (hostname, options, callback) => {
      dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
        if (error) return callback(error, []);
        const list = addresses as dns.LookupAddress[];
        if (!allowPrivate && list.some(({ address }) => !isPublicAddress(address))) {
          return callback(new CallbackAddressRefused(`${hostname} resolves to a non-public address`), []);
        }
        callback(null, list);
      });
    },
  });
  if (allowPrivate) return new Agent({ connect });
  return new Agent({
    connect: (options, callback) => {
      const literal = options.hostname.replace(/^\[|\]$/g, "");
      if (net.isIP(literal) && !isPublicAddress(literal)) {
        return callback(new CallbackAddressRefused(`${literal} is not a public address`), null);
      }
      connect(options, (error, socket) => {
        if (error) return callback(error, null);
        if (!isPublicAddress(socket.remoteAddress ?? "")) {
          socket.destroy();
          return callback(new CallbackAddressRefused(`connected to ${socket.remoteAddress}, not a public address`), null);
        }
        callback(null, socket);
      });
    },
  });
}
