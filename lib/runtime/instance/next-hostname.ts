/** A loopback address as Next's URLs spell it (next/dist/server/web/next-url.js): they turn each into 'localhost'. */
const LOOPBACK = /^(?:127(?:\.(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)){3}|::1|\[::1\]|localhost)$/;

/**
 * The hostname Next builds a request's own address from. It compares a proxy.ts rewrite's target
 * with that address, and the target's host is 'localhost' for any loopback address: given the
 * `-H 127.0.0.1` the recipe listens on (behind nginx), the two differed, and Next took every listing
 * rewrite (an ordering, a page, a filter) for an external one and proxied it over HTTP back to the
 * instance: two requests for one, and behind TLS (`X-Forwarded-Proto: https`) an https request to the
 * plain port that fails (vercel/next.js#94745). Listening stays on `hostname`.
 */
export function nextHostname(hostname: string | undefined): string {
  return hostname === undefined || LOOPBACK.test(hostname) ? 'localhost' : hostname;
}
