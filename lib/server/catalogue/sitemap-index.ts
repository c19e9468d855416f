import 'server-only';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';
import { absoluteUrl } from '@/lib/shop/seo/metadata';
import { cacheCatalogueRead, tags } from '@/lib/server/cache-manifest';
import { PAGES_SITEMAP_PATH, productSitemapPath, sitemapIndexXml } from '@/lib/shop/seo/sitemap-index';
import { readMenu } from './menu';
import { loadLineCounts, productSitemapFiles } from './sitemap';

/** The /sitemap.xml index: the page sitemap and every product sitemap file, cached like them. */
export async function loadSitemapIndex(): Promise<string> {
  'use cache';
  cacheCatalogueRead(tags.products, tags.menu);
  const lines = await loadLineCounts(await readMenu(DEFAULT_LOCALE), DEFAULT_LOCALE);
  const products = Array.from({ length: productSitemapFiles(lines) }, (_, id) => absoluteUrl(productSitemapPath(id)));
  return sitemapIndexXml([absoluteUrl(PAGES_SITEMAP_PATH), ...products]);
}
