import 'server-only';

/** Headers that describe one connection, never the message (RFC 9110 §7.6.1). */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Header names a sender listed in `Connection`; they are hop-by-hop for this one message too. */
export function connectionTokens(headers: Headers): Set<string> {
  const tokens = (headers.get('connection') ?? '').split(',');
  return new Set(tokens.map((t) => t.trim().toLowerCase()).filter(Boolean));
}
