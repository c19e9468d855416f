import { isIP } from 'node:net';

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

/**
 * The client's address, counted from the socket: with no trusted proxy it is the socket's peer; with
 * N, the address the outermost of them received the request from. Each trusted proxy appends the
 * address it saw to X-Forwarded-For, so read from the right the chain is [socket, last entry, the
 * one before, …] and the client is N steps in. Entries further left were written by the client (or
 * by parties nobody vouches for) and are never read. A chain shorter than N, or a malformed entry
 * inside the trusted part, stops at the last address a trusted hop did vouch for.
 */
export function clientAddressFromHops(socketAddress: string | undefined, forwardedFor: string | undefined, hops: number): string | null {
  let client = normaliseAddress(socketAddress ?? '');
  if (client === null) return null;
  const entries = (forwardedFor ?? '').split(',').filter((entry) => entry.trim() !== '');
  for (let step = 1; step <= hops; step++) {
    const entry = entries[entries.length - step];
    const address = entry === undefined ? null : normaliseAddress(entry);
    if (address === null) break;
    client = address;
  }
  return client;
}
