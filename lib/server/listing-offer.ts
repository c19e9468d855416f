import 'server-only';
import { getCategoryByUrl, getCategoryFacets } from '@/lib/contract/calls/catalogue';
import { ApiError, isMissingExtension } from '@/lib/contract/errors';
import { EMPTY_SELECTION } from '@/lib/contract/rules/facet-selection';
import type { ListingOffer } from '@/lib/shop/catalogue/listing-address';
import { KeptValue } from '@/lib/runtime/instance/kept-value';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';
import { publicApi } from './api';

/**
 * Kept per instance for a minute: proxy.ts asks on every filtered or paged listing request and
 * must stay cheap, and a value a catalogue change adds is linked within that minute. The offered
 * values do not depend on the selection or the stock filter (the backend's `present` counts), so
 * one entry per category covers every state. At most MAX_ENTRIES categories, oldest out first:
 * the paths come from visitors.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
const offers = new Map<string, { until: number; offer: KeptValue<ListingOffer | null> }>();

async function readOffer(path: string): Promise<ListingOffer | null> {
  let categoryId: number;
  try {
    categoryId = (await getCategoryByUrl(publicApi, path.split('/').at(-1) ?? '', DEFAULT_LOCALE, path)).id;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  try {
    const facets = await getCategoryFacets(publicApi, categoryId, EMPTY_SELECTION, false);
    return { values: new Map(facets.facets.map((facet) => [facet.key, new Set(facet.values.map((value) => value.key))])), products: facets.count };
  } catch (error) {
    if (isMissingExtension(error)) return { values: new Map(), products: null };
    throw error;
  }
}

/**
 * The listing offer of the category at `path` ("cctv/ip-kamery", decoded), null for a category
 * the backend does not know. Throws when the backend cannot tell (nothing is kept then).
 */
export function listingOffer(path: string): Promise<ListingOffer | null> {
  const now = Date.now();
  const kept = offers.get(path);
  if (kept && kept.until > now) return kept.offer.get();
  offers.delete(path);
  const oldest = offers.keys().next();
  if (offers.size >= MAX_ENTRIES && !oldest.done) offers.delete(oldest.value);
  // the value is kept, not the request that read it (KeptValue); a failed read is not kept
  const entry = {
    until: now + TTL_MS,
    offer: new KeptValue(readOffer(path), () => {
      if (offers.get(path) === entry) offers.delete(path);
    }),
  };
  offers.set(path, entry);
  return entry.offer.get();
}
