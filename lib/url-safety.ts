import dns from "node:dns";
import ipaddr from "ipaddr.js";
import { Agent } from "undici";
import { ValidationError } from "./errors";

/** Public unicast only: no loopback, private, link-local, CGNAT, multicast, unspecified or reserved ranges. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
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
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
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
 * An undici dispatcher whose DNS lookup refuses non-public addresses, so the address checked is the
 * address connected to (no rebinding between check and connection).
 */
export function publicOnlyAgent(allowPrivate: boolean): Agent {
  return new Agent({
    connect: {
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
    },
  });
}
