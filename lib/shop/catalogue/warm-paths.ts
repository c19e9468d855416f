import { SELECTABLE_ORDERINGS } from '@/lib/contract/rules/ordering';
import { listingHref, readListingAddress } from './listing-address';

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
 * the home, the blog and every category of the sitemap; every product; each category's listing
 * in the other orderings a visitor picks; then the articles and text pages. Tiers in that order,
 * each path in one tier only. `read` answers a sitemap path with its XML.
 */
export async function warmPaths(read: (path: string) => Promise<string>): Promise<string[][]> {
  const files = sitemapPaths(await read('/sitemap.xml'));
  const pages = (await Promise.all(files.map(async (file) => sitemapPaths(await read(file))))).flat();
  const categories = pages.filter((p) => p.startsWith('/category/'));
  const products = pages.filter((p) => p.startsWith('/product/'));
  const orderings = categories.flatMap((category) => SELECTABLE_ORDERINGS.map((ordering) => listingHref(category, { ordering })));
  const seen = new Set<string>();
  const once = (paths: string[]) => paths.filter((p) => !seen.has(p) && seen.add(p));
  return [['/', '/blog'], categories, products, orderings, pages].map(once);
}

/**
 * The second page of a listing's first page, when the page links to it (the paginator): the
 * link a visitor takes next, and asked for only where the listing has one.
 */
export function secondListingPage(path: string, html: string): string | null {
  const url = new URL(path, 'http://shop');
  if (!url.pathname.startsWith('/category/')) return null;
  const read = readListingAddress(url.searchParams);
  if (read.refused || read.address.page !== 1) return null;
  const next = listingHref(url.pathname, { ...read.address, page: 2 });
  return html.includes(`href="${next.replaceAll('&', '&amp;')}"`) ? next : null;
}
