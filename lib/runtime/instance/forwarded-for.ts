import { BlockList, isIP } from 'node:net';

/** An address as a hop wrote it, without brackets, port or IPv4-mapped prefix; null when it is none. */
export function normaliseAddress(entry: string): string | null {
  let address = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  return isIP(address) ? address.toLowerCase() : null;
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** TRUSTED_PROXIES (addresses and CIDR ranges, checked by the settings schema) as a list the walk can ask. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [network = '', prefix] = entry.split('/');
    const address = normaliseAddress(network) ?? network;
    if (prefix === undefined) list.addAddress(address, family(address));
    else list.addSubnet(address, Number(prefix), family(address));
  }
  return list;
}

/** Whether `address` (normalised) is one of the trusted proxies. */
export function isTrustedProxy(trusted: BlockList, address: string): boolean {
  return trusted.check(address, family(address));
}

/**
 * The client's address, counted from the socket through trusted proxies only: the socket's peer,
 * unless it is a trusted proxy, whose X-Forwarded-For entry (the rightmost) names the address it
 * received the request from; that one is taken in turn, and so on leftwards while the address
 * reached is itself a trusted proxy. The first address that is not one is the client: whatever
 * stands left of it was written by the client (or by parties nobody vouches for) and is never read.
 * So a client that reaches the instance directly cannot pick its address with a forged header,
 * however many entries it writes. A malformed entry stops the walk at the last address a trusted
 * hop vouched for; a chain that ends in trusted proxies gives its leftmost entry.
 */
export function clientAddressThroughProxies(socketAddress: string | undefined, forwardedFor: string | undefined, trusted: BlockList): string | null {
  let client = normaliseAddress(socketAddress ?? '');
  if (client === null) return null;
  const entries = (forwardedFor ?? '').split(',').filter((entry) => entry.trim() !== '');
  for (let index = entries.length - 1; index >= 0 && isTrustedProxy(trusted, client); index--) {
    const address = normaliseAddress(entries[index] ?? '');
    if (address === null) break;
    client = address;
  }
  return client;
}
