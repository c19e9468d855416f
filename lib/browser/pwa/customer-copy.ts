/// <reference lib="webworker" />
import { CUSTOMER_CACHE_PREFIX } from '@/lib/shared/pwa/offline';

/**
 * The signed-in customer's saved copy of `request` (an order page, an invoice PDF), or undefined.
 * There is at most one customer cache: the page that fills it deletes every other, and sign-out
 * deletes it (lib/browser/pwa/customer-copies.ts).
 */
export async function customerCopy(request: Request): Promise<Response | undefined> {
  const name = (await caches.keys()).find((key) => key.startsWith(CUSTOMER_CACHE_PREFIX));
  if (!name) return undefined;
  return (await caches.open(name)).match(request.url, { ignoreVary: true });
}
