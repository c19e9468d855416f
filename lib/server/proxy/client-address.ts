import 'server-only';
import { isIP } from 'node:net';

/**
 * The client's address as the proxy reports it upstream, or null when none is trustworthy.
 *
 * A route handler cannot see the socket; the instance server (scripts/server.ts) can. It replaces
 * `x-forwarded-for` with the one address the socket and TRUSTED_PROXIES vouch for
 * (lib/runtime/instance/forwarded-for.ts) before Next sees the request, so here it is the only entry and
 * a client cannot pick it. Under plain `next start` / `next dev` (no instance server) Next only
 * fills the header when it is missing (`??=`), so the LAST entry is taken: the nearest hop's.
 * Either way the backend treats it as advisory (rate-limit keys, logs), never as authentication.
 */
export function clientAddress(headers: Headers): string | null {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',');
  const nearest = hops[hops.length - 1]?.trim() ?? '';
  return isIP(nearest) ? nearest : null;
}
