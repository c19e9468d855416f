import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/shop/seo/metadata';

/** Private and per-visitor pages, and listing variants (page, ordering, size, stock filter), stay out. */
export const DISALLOW = [
  '/cart',
  '/checkout',
  '/account',
  '/login',
  '/register',
  '/reset-password',
  '/pozvanka',
  '/search-product',
  '/logout',
  '/test',
  '/*?*or=',
  '/*?*pg=',
  '/*?*lm=',
  '/*?*st=',
];

/** robots.txt names one sitemap: /sitemap.xml, the index of the page sitemap and every product sitemap file. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: DISALLOW }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
