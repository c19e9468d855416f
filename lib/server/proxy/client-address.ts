import 'server-only';
import { isIP } from 'node:net';

/**
 * The client's address as the proxy reports it upstream, or null when none is trustworthy.
 *
 * A route handler cannot see the socket. `next start` fills `x-forwarded-for` from
 * `socket.remoteAddress`, but only with `??=` (next/dist/server/base-server.js): a value the
 * client sent itself survives untouched. So the proxy takes the LAST entry, the one added by the
 * nearest hop: when Next set the header it is the only entry (the first hop, the socket address);
 * behind one reverse proxy that appends or overwrites (nginx `$proxy_add_x_forwarded_for` /
 * `$remote_addr`) it is that proxy's view, which a client cannot forge. Trust assumption: the shop
 * runs either directly under `next start` or behind exactly one such proxy. Exposed directly, a
 * client that sends its own single-entry header picks the value, so the backend must treat it as
 * advisory (rate-limit keys, logs), never as authentication.
 */
export function clientAddress(headers: Headers): string | null {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',');
  const nearest = hops[hops.length - 1]?.trim() ?? '';
  return isIP(nearest) ? nearest : null;
}
