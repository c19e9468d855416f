import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';
import { readMenu } from '@/lib/server/catalogue/menu';
import { loadLineCounts, loadProductUrls, productSitemapFiles } from '@/lib/server/catalogue/sitemap';
import { absoluteUrl } from '@/lib/shop/seo/metadata';
import { productPath } from '@/lib/shop/urls/shop-paths';

async function lineCounts() {
  return loadLineCounts(await readMenu(DEFAULT_LOCALE), DEFAULT_LOCALE);
}

/** One file per PRODUCTS_PER_SITEMAP products: /products-sitemap/sitemap/{id}.xml. */
export async function generateSitemaps() {
  return Array.from({ length: productSitemapFiles(await lineCounts()) }, (_, id) => ({ id }));
}

/** Every product page, from the listing of each product line (the contract has no sitemap call). */
export default async function productSitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  // Rendered at each request from the cached reads below. As a static file, an instance with
  // REDIS_URL rendered it again at run time in Next's static mode, where the shared cache client's
  // clock reads (Date.now()) abort the render: 500 on every instance (tests/cluster/warm.test.ts).
  await connection();
  const chunk = Number(await id);
  if (!Number.isInteger(chunk) || chunk < 0) return [];
  const urls = await loadProductUrls(await lineCounts(), DEFAULT_LOCALE, chunk);
  return urls.map((url) => ({ url: absoluteUrl(productPath(url)), changeFrequency: 'weekly', priority: 0.7 }));
}
