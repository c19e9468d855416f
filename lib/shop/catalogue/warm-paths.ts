import { SELECTABLE_ORDERINGS } from '@/lib/contract/rules/ordering';
import { listingHref } from './listing-address';

/** The `<loc>` addresses of a sitemap or a sitemap index, as their paths (the host is SITE_URL's, not the instance's). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
}

/**
 * The guest pages worth rendering into the shared cache before an instance takes traffic
 * (docs/decisions/072-warm-cache.md), most visited first, so a time bound cuts the least visited:
 * the home, the blog and every category of the sitemap; every product; each category in the
 * other orderings a visitor picks (first page) and the second page of each ordering, the
 * paginator's link; then the articles and text pages. Tiers in that order, each path in one tier
 * only. `read` answers a sitemap path with its XML.
 */
export async function warmPaths(read: (path: string) => Promise<string>): Promise<string[][]> {
  const files = sitemapPaths(await read('/sitemap.xml'));
  const pages = (await Promise.all(files.map(async (file) => sitemapPaths(await read(file))))).flat();
  const categories = pages.filter((p) => p.startsWith('/category/'));
  const products = pages.filter((p) => p.startsWith('/product/'));
  const listings = categories.flatMap((category) =>
    SELECTABLE_ORDERINGS.flatMap((ordering) => [listingHref(category, { ordering }), listingHref(category, { ordering, page: 2 })]),
  );
  const seen = new Set<string>();
  const once = (paths: string[]) => paths.filter((p) => !seen.has(p) && seen.add(p));
  return [['/', '/blog'], categories, products, listings, pages].map(once);
}
