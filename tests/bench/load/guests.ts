import { SELECTABLE_ORDERINGS, listingQuery } from '../../../lib/contract/rules/ordering';
import { searchBenchQueries } from '../search-queries';
import { BROWSER_HEADERS, type Traffic } from './traffic';

/** A user reads a page for a moment before the next click: 0.5–2 s. */
export const thinkTime = () => new Promise((r) => setTimeout(r, 500 + Math.random() * 1500));

export const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/** Same-site links of a page that start with `prefix`, as the browser would follow them (&amp; decoded). */
export function links(html: string, prefix: string): string[] {
  const found = [...html.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  return [...new Set(found.filter((href) => href.startsWith(prefix)))];
}

/** Scripts and styles a page loads, and its images but those loaded lazily (below the fold). */
const ASSETS = /(?:src|href)="(\/_next\/static\/[^"]+)"|<img(?![^>]*loading="lazy")[^>]*src="(\/media\/[^"]+)"/g;

/**
 * A browser asks one host over at most six HTTP/1.1 connections at once. Fetching a page's assets
 * all at once, 300 guests opened thousands of connections to nginx and timed out on connecting.
 */
const BROWSER_CONNECTIONS = 6;

/** What the browser fetches after the HTML; each once, then it keeps it (its HTTP cache). */
const assetsOf = (html: string) => [...html.matchAll(ASSETS)].map((m) => (m[1] ?? m[2]!).replaceAll('&amp;', '&'));

const QUERIES = searchBenchQueries();

/**
 * One guest browsing until `until` (ms since epoch), visit after visit: home, a category, the same
 * listing in another ordering and its next page (the URLs the listing controls and the paginator
 * make), a product of it, the search overlay's calls while typing (a prefix, then the whole
 * query: the box sends GET /admin/v1/search/{query}/sk a second after the last keystroke), the
 * blog and an article. Think time between steps, so 100 guests are 100 users.
 */
export async function browseAsGuest(base: string, traffic: Traffic, until: number): Promise<void> {
  const cached = new Set<string>();
  const running = () => Date.now() < until;

  async function page(path: string | undefined): Promise<string> {
    if (!path || !running()) return '';
    const html = await traffic.get('guest page', base + path, BROWSER_HEADERS);
    const assets = assetsOf(html).filter((a) => !cached.has(a));
    for (const asset of assets) cached.add(asset);
    const queue = [...assets];
    const connection = async () => {
      for (let asset = queue.shift(); asset; asset = queue.shift()) await traffic.load('guest asset', base + asset, { ...BROWSER_HEADERS, Accept: '*/*' });
    };
    await Promise.all(Array.from({ length: BROWSER_CONNECTIONS }, connection));
    await thinkTime();
    return html;
  }

  async function search(query: string): Promise<void> {
    const typed = [query.slice(0, Math.max(2, Math.ceil(query.length / 2))), query];
    for (const text of new Set(typed)) {
      if (!running()) return;
      const url = `${base}/admin/v1/search/${encodeURIComponent(text)}/sk`;
      await traffic.get('guest search', url, { ...BROWSER_HEADERS, Accept: 'application/json' });
      await thinkTime();
    }
  }

  while (running()) {
    const home = await page('/');
    const category = pick(links(home, '/category/').filter((l) => !l.includes('?'))) ?? '/category/cctv';
    const listing = await page(category);
    const query = listingQuery({ ordering: pick(SELECTABLE_ORDERINGS) }).toString();
    const ordered = await page(query ? `${category}?${query}` : category);
    await page(pick(links(ordered, `${category}?`).filter((l) => /[?&]pg=\d/.test(l))));
    await page(pick(links(listing, '/product/')));
    await search(pick(QUERIES) ?? 'kamera');
    const blog = await page('/blog');
    await page(pick(links(blog, '/blog/').filter((l) => /^\/blog\/[a-z]{2}\/[^/?]+$/.test(l))));
  }
}
