import type { MetadataRoute } from 'next';
import { DEFAULT_LOCALE } from '@/lib/i18n/config';
import { loadMenu } from '@/lib/server/catalogue/menu';
import { PRODUCTS_PER_SITEMAP, loadLineCounts } from '@/lib/server/catalogue/sitemap';
import { absoluteUrl } from '@/lib/seo/metadata';

/** Private and per-visitor pages, and listing variants (page, ordering, size, stock filter), stay out. */
export const DISALLOW = [
  '/cart', '/checkout', '/account', '/login', '/register', '/reset-password', '/search-product', '/logout', '/test',
  '/*?*or=', '/*?*pg=', '/*?*lm=', '/*?*st=',
];

export default async function robots(): Promise<MetadataRoute.Robots> {
  const lines = await loadLineCounts(await loadMenu(DEFAULT_LOCALE), DEFAULT_LOCALE).catch(() => []);
  const total = lines.reduce((sum, line) => sum + line.count, 0);
  const productFiles = Array.from({ length: Math.max(1, Math.ceil(total / PRODUCTS_PER_SITEMAP)) }, (_, id) =>
    absoluteUrl(`/products-sitemap/sitemap/${id}.xml`),
  );
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: DISALLOW }],
    sitemap: [absoluteUrl('/sitemap.xml'), ...productFiles],
  };
}
