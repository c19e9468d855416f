import 'server-only';
import { filterProducts } from '@/lib/contract/calls/catalogue';
import { getBlogList } from '@/lib/contract/calls/content';
import type { MenuChild, MenuItem } from '@/lib/contract/schemas/menu';
import { publicApi } from '@/lib/server/api';
import { cacheCatalogueRead, tags } from '@/lib/server/cache-manifest';

/** Products per sitemap file (well below the 50,000 URLs a sitemap may hold). */
export const PRODUCTS_PER_SITEMAP = 5000;
/** The largest page the listing call serves. */
const FILTER_LIMIT = 100;

/** Every category path of the menu (top-level lines and their descendants). */
export function categoryPaths(menu: MenuItem[]): string[] {
  const paths: string[] = [];
  const walk = (nodes: MenuChild[]) => {
    for (const node of nodes) {
      if (node.url.type === 'category') paths.push(node.url.url);
      walk(node.children);
    }
  };
  for (const item of menu) {
    if (item.url.type === 'category') paths.push(item.url.url);
    walk(item.children);
  }
  return [...new Set(paths)];
}

export interface LineCount {
  categoryId: number;
  count: number;
}

export interface Slice {
  categoryId: number;
  offset: number;
  limit: number;
}

/** The listing calls that fetch products [start, end) when the lines are laid end to end. */
export function slicesFor(lines: LineCount[], start: number, end: number): Slice[] {
  const slices: Slice[] = [];
  let base = 0;
  for (const line of lines) {
    const from = Math.max(start, base);
    const to = Math.min(end, base + line.count);
    for (let offset = from - base; offset < to - base; offset += FILTER_LIMIT) {
      slices.push({ categoryId: line.categoryId, offset, limit: Math.min(FILTER_LIMIT, to - base - offset) });
    }
    base += line.count;
  }
  return slices;
}

/** How many products each top-level line holds (one cheap listing call per line). */
export async function loadLineCounts(menu: MenuItem[], lang: string): Promise<LineCount[]> {
  'use cache';
  cacheCatalogueRead(tags.products, tags.menu);
  const lines = menu.filter((item) => item.url.type === 'category');
  return Promise.all(
    lines.map(async (line) => {
      const { count } = await filterProducts(publicApi, lang, { categoryId: line.id, limit: 1, offset: 0, ordering: 1 });
      return { categoryId: line.id, count };
    }),
  );
}

/** How many product sitemap files the lines fill (one at least, so the index never points nowhere). */
export function productSitemapFiles(lines: LineCount[]): number {
  const total = lines.reduce((sum, line) => sum + line.count, 0);
  return Math.max(1, Math.ceil(total / PRODUCTS_PER_SITEMAP));
}

/** Product url paths of one sitemap file (`chunk` 0-based). */
export async function loadProductUrls(lines: LineCount[], lang: string, chunk: number): Promise<string[]> {
  'use cache';
  cacheCatalogueRead(tags.products);
  const start = chunk * PRODUCTS_PER_SITEMAP;
  const urls: string[] = [];
  for (const slice of slicesFor(lines, start, start + PRODUCTS_PER_SITEMAP)) {
    const { products } = await filterProducts(publicApi, lang, { ...slice, ordering: 1 });
    urls.push(...products.map((p) => p.url.url));
  }
  return [...new Set(urls)];
}

/** Every published article's url (the list call, paged). */
export async function loadBlogUrls(lang: string): Promise<string[]> {
  'use cache';
  cacheCatalogueRead(tags.blogList);
  const urls: string[] = [];
  for (let offset = 0; ; offset += FILTER_LIMIT) {
    const { blogs, count } = await getBlogList(publicApi, lang, FILTER_LIMIT, offset);
    urls.push(...blogs.map((b) => b.url.url));
    if (blogs.length === 0 || offset + FILTER_LIMIT >= count) return urls;
  }
}
