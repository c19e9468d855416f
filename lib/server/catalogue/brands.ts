import 'server-only';
import { cacheCatalogueRead, tags } from '@/lib/server/cache-manifest';
import { readOrFallback } from './cached-read';
import { readHomeProducts } from './home-products';

/**
 * The main vendors the distributor carries. The contract has no brands call, so the home
 * page's brand list is this list plus any other vendor of the current offers.
 */
export const MAIN_VENDORS = ['Hikvision', 'Dahua', 'Axis', 'Bosch', 'Honeywell', 'Jablotron', 'Ajax', 'Satel', 'Paradox', '2N', 'Comelit', 'Solarix'] as const;

/** Merges vendor names case-insensitively: the main vendors first, then the rest alphabetically. */
export function mergeVendors(main: readonly string[], others: readonly string[]): string[] {
  const seen = new Set(main.map((v) => v.toLowerCase()));
  const extra = [...new Set(others.map((v) => v.trim()).filter(Boolean))].filter((v) => !seen.has(v.toLowerCase())).sort((a, b) => a.localeCompare(b, 'sk'));
  return [...main, ...extra];
}

async function readBrands(lang: string, storing: boolean): Promise<string[]> {
  'use cache';
  cacheCatalogueRead(tags.brands, tags.offers);
  // null only while a page is stored without the offers: that entry is then kept for minutes too
  const offers = (await readHomeProducts(lang, storing)) ?? [];
  return mergeVendors(
    MAIN_VENDORS,
    offers.map((p) => p.vendor),
  );
}

/** The brand list of the home page (names only: the contract carries no logos); the main vendors alone when the offers cannot be read. */
export function loadBrands(lang: string): Promise<string[]> {
  return readOrFallback('Brands', [...MAIN_VENDORS], (storing) => readBrands(lang, storing));
}
