import 'server-only';
import { cookies } from 'next/headers';
import { API_PREFIX, type ApiClient, type HttpMethod } from '@/lib/contract/client';
import { log } from '@/lib/runtime/instance/log';
import { sendToBackend } from './transport';

/** Server-side requests carry a neutral origin; the transport keeps only path and query. */
const INTERNAL_ORIGIN = 'http://storefront.internal';

/**
 * A client that sends this Cookie header with every call (proxy.ts has a request, not next/headers).
 * A call the backend did not answer, or answered with a 5xx, is logged here with its method and path
 * (query left out: it may carry a search): the one line that says which call a failed page part or
 * build waited on. Inside 'use cache' (where the catalogue reads run) reading the clock is allowed, so
 * this line is written during a prerender too, where readOrFallback writes none.
 */
export function serverClient(cookieHeader: string | null): ApiClient {
  return {
    async send(method: HttpMethod, path: string, body?: unknown) {
      const headers = new Headers({ Accept: 'application/json' });
      if (body !== undefined) headers.set('Content-Type', 'application/json; charset=utf-8');
      if (cookieHeader) headers.set('Cookie', cookieHeader);
      const call = `${method} ${API_PREFIX}${path.split('?', 1)[0]}`;
      try {
        const response = await sendToBackend(
          new Request(INTERNAL_ORIGIN + API_PREFIX + path, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        );
        if (response.status >= 500) log().warn({ call, status: response.status }, `backend call failed: ${call} answered ${response.status}`);
        return response;
      } catch (error) {
        log().warn({ call, err: error }, `backend call failed: ${call}`);
        throw error;
      }
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
