import { API_PREFIX, type ApiClient, type CallOptions, type HttpMethod } from '@/lib/contract/client';
import { takeEarlyCall } from '@/lib/shop/account/early-calls';

/** The browser's contract client: same-origin requests through the /admin/v1 proxy, cookies included. */
export const browserApi: ApiClient = {
  send(method: HttpMethod, path: string, body?: unknown, init?: CallOptions) {
    // the page may have started this very request while its HTML was parsed (early-calls.ts)
    const early = init?.signal ? undefined : takeEarlyCall(method, path, body);
    if (early) return early;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json; charset=utf-8';
    if (init?.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
    return fetch(API_PREFIX + path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: init?.signal,
    });
  },
};
