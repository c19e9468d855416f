import 'server-only';
import { isIP } from 'node:net';

/**
 * The client's address for rate-limit keys, or null when the request names none.
 *
 * The instance server (the shop's, and `npm run backend`'s) leaves exactly one X-Forwarded-For
 * entry, computed from the socket and TRUSTED_PROXIES (lib/runtime/instance/forwarded-for.ts); the LAST
 * entry is read so that a caller without it (tests, `next dev`) still gets the nearest hop's. The
 * value is only ever a throttling key, never an identity.
 * IPv6 clients usually hold a whole /64, so they are keyed by that prefix; IPv4-mapped
 * addresses count as the IPv4 address.
 */
export function clientAddressKey(request: Request): string | null {
  const hops = (request.headers.get('x-forwarded-for') ?? '').split(',');
  let address = hops[hops.length - 1]?.trim().toLowerCase() ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) address = mapped[1];
  const version = isIP(address);
  if (version === 4) return address;
  if (version === 6) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return null;
}

/** The eight 16-bit groups of an IPv6 address (no embedded IPv4 dotted tail expected here). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => (g.includes('.') ? g : g.replace(/^0+(?=.)/, '')));
}
