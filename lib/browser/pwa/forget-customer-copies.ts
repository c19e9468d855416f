import { CUSTOMER_CACHE_PREFIX } from '@/lib/shared/pwa/offline';

/** Deletes every customer's offline copies in this browser: on sign-out, and whenever a page finds the signed-in hint gone. */
export async function forgetCustomerCopies(): Promise<void> {
  if (!('caches' in window)) return;
  const names = (await caches.keys()).filter((name) => name.startsWith(CUSTOMER_CACHE_PREFIX));
  await Promise.all(names.map((name) => caches.delete(name)));
}
