import 'server-only';
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
    const segments = pathname.split('/').filter(Boolean);
    if (!segments.every(decodable)) return 'malformed-path';
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

function decodable(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

function matchParts(parts: string[], segments: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.startsWith('*')) {
      if (i >= segments.length) return null;
      params[part.slice(1)] = segments.slice(i).map(decodeURIComponent).join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
    else if (part !== segment) return null;
  }
  return parts.length === segments.length ? params : null;
}
