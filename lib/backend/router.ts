import 'server-only';
import { decodeParam } from '@/lib/shop/urls/route-params';
import type { Db } from './db/client';
import type { Session } from './session';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HandlerContext {
  request: Request;
  url: URL;
  /** decoded path parameters */
  params: Record<string, string>;
  db: Db;
  /** the signed-in customer's session, resolved once per request; null for guests */
  session: () => Promise<Session | null>;
}

export type Handler = (ctx: HandlerContext) => Promise<Response>;

interface Route {
  method: Method;
  parts: string[];
  handler: Handler;
}

/**
 * Matches `/admin/v1/menu/bottom-second/:lang`-style patterns segment by segment.
 * A trailing `*rest` parameter takes the remaining segments (file paths).
 */
export class Router {
  private readonly routes: Route[] = [];

  on(method: Method, pattern: string, handler: Handler): this {
    this.routes.push({ method, parts: pattern.split('/').filter(Boolean), handler });
    return this;
  }

  /**
   * The handler and decoded parameters for a request; 'malformed-path' when a segment is not valid
   * percent-encoding ('%E0%A4%A', '%zz'): the caller answers 400, never 500.
   */
  match(method: string, pathname: string): { handler: Handler; params: Record<string, string> } | 'method-not-allowed' | 'malformed-path' | null {
    const raw = pathname.split('/').filter(Boolean);
    const decoded = raw.map(decodeParam);
    if (!decoded.every((segment) => segment !== null)) return 'malformed-path';
    const segments = raw.map((segment, i) => ({ raw: segment, decoded: decoded[i]! }));
    let pathMatched = false;
    for (const route of this.routes) {
      const params = matchParts(route.parts, segments);
      if (!params) continue;
      pathMatched = true;
      if (route.method === method) return { handler: route.handler, params };
    }
    return pathMatched ? 'method-not-allowed' : null;
  }
}

/** Literal parts compare with the segment as sent; parameters take it decoded. */
function matchParts(parts: string[], segments: { raw: string; decoded: string }[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.startsWith('*')) {
      if (i >= segments.length) return null;
      params[part.slice(1)] = segments
        .slice(i)
        .map((segment) => segment.decoded)
        .join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment.decoded;
    else if (part !== segment.raw) return null;
  }
  return parts.length === segments.length ? params : null;
}
