import { getOrderDetail, getOrders } from '@/lib/contract/calls/account';
import { getAttachments } from '@/lib/contract/calls/catalogue';
import { browserApi } from '@/lib/browser/api';
import { CUSTOMER_CACHE_PREFIX } from '@/lib/shared/pwa/offline';
import { orderPath } from '@/lib/shop/urls/account-paths';
import { mayBeSignedIn } from '@/lib/shop/account/signed-in-hint';

/** How many of the newest orders open offline (issue 48, item 2). */
export const OFFLINE_ORDERS = 20;
/** The order list's page size (components/account/account-orders.tsx): the 20 orders span its first two pages. */
const LIST_PAGE_SIZE = 12;
const ORDERS_PATH = '/account/orders';
/** A customer's copies are refreshed at most this often (per browser), not on every page they open. */
const REFRESH_MS = 15 * 60 * 1000;
const refreshedKey = (cacheName: string) => `secshop:offline-copies:${cacheName}`;

/** The cache of one signed-in session: a hash of the person and their session's check value, never the values themselves. */
export async function customerCacheName(username: string, authCheck: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${username}\n${authCheck}`));
  const hex = [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return CUSTOMER_CACHE_PREFIX + hex;
}

/** Stops a save that outlived the session or its page (signed out, or stopped): nothing more is asked or written. */
class SignedOut extends Error {}

/**
 * Saves the signed-in customer's newest orders for offline reading into `cacheName`: the order list,
 * each order's page, its invoice PDF and the attachments (datasheets) of its products. Other
 * customers' caches are deleted first, so this browser holds one person's copies at most.
 * Runs at idle and at most every REFRESH_MS; a failed file is skipped (the rest is still saved).
 */
export async function saveCustomerCopies(cacheName: string, lang: string, signal?: AbortSignal): Promise<void> {
  const others = (await caches.keys()).filter((name) => name.startsWith(CUSTOMER_CACHE_PREFIX) && name !== cacheName);
  await Promise.all(others.map((name) => caches.delete(name)));
  const last = Number(localStorage.getItem(refreshedKey(cacheName)));
  if (last && Date.now() - last < REFRESH_MS) return;
  const cache = await caches.open(cacheName);
  // before every call: signing out (here or in another tab) or leaving the page stops the saving, so
  // no customer call is made on the way out (it would only meet a 401)
  const stillSignedIn = () => {
    if (signal?.aborted || !mayBeSignedIn()) throw new SignedOut();
  };
  // a datasheet is served immutable (lib/backend/handlers/media.ts): kept once, it is not fetched again at each refresh
  const save = async (url: string, { once = false } = {}) => {
    stillSignedIn();
    if (once && (await cache.match(url))) return;
    const response = await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
    // a redirect means the session ended (sign-in page): never save that in the customer's place
    if (response?.ok && !response.redirected) await cache.put(url, response);
  };
  try {
    stillSignedIn();
    const { orders, count } = await getOrders(browserApi, OFFLINE_ORDERS, 0);
    await save(ORDERS_PATH);
    if (Math.min(count, OFFLINE_ORDERS) > LIST_PAGE_SIZE) await save(`${ORDERS_PATH}?pg=2`);
    const productCodes = new Set<string>();
    for (const order of orders) {
      await save(orderPath(order.id));
      stillSignedIn();
      const detail = await getOrderDetail(browserApi, order.id, lang).catch(() => undefined);
      if (detail?.invoice) await save(detail.invoice.invoice_url);
      for (const line of detail?.products ?? []) productCodes.add(line.code);
    }
    for (const code of productCodes) {
      stillSignedIn();
      const groups = await getAttachments(browserApi, code).catch(() => []);
      for (const attachment of groups.flatMap((group) => group.attachments)) await save(attachment.url, { once: true });
    }
    localStorage.setItem(refreshedKey(cacheName), String(Date.now()));
  } catch (error) {
    if (!(error instanceof SignedOut)) throw error;
    // signed out: nothing of theirs stays; only stopped (the page moved on): what is saved stays
    if (!mayBeSignedIn()) await caches.delete(cacheName);
  }
}
