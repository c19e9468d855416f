import 'server-only';
import { cookies } from 'next/headers';
import { API_PREFIX, type ApiClient, type HttpMethod } from '@/lib/api/client';
import { sendToBackend } from './transport';

/** Server-side requests carry a neutral origin; the transport keeps only path and query. */
const INTERNAL_ORIGIN = 'http://storefront.internal';

/** A client that sends this Cookie header with every call (proxy.ts has a request, not next/headers). */
export function serverClient(cookieHeader: string | null): ApiClient {
  return {
    send(method: HttpMethod, path: string, body?: unknown) {
      const headers = new Headers({ Accept: 'application/json' });
      if (body !== undefined) headers.set('Content-Type', 'application/json; charset=utf-8');
      if (cookieHeader) headers.set('Cookie', cookieHeader);
      return sendToBackend(
        new Request(INTERNAL_ORIGIN + API_PREFIX + path, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    },
  };
}

/**
 * For catalogue reads inside `'use cache'` functions: never carries cookies, so whatever
 * it returns is guest data and safe to share.
 */
export const publicApi: ApiClient = serverClient(null);

/** For reads that depend on the customer: forwards the request's cookies. Never use inside `'use cache'`. */
export async function customerApi(): Promise<ApiClient> {
  const jar = await cookies();
  // Next's own Cookie header of the jar: each value percent-encoded again, as the browser sent it.
  const header = jar.toString();
  return serverClient(header || null);
}
