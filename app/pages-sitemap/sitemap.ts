import type { MetadataRoute } from 'next';
import { menuHref } from '@/lib/shop/urls/menu-href';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';
import { readMenu } from '@/lib/server/catalogue/menu';
import { categoryPaths, loadBlogUrls } from '@/lib/server/catalogue/sitemap';
import { TEXT_PAGES } from '@/lib/server/catalogue/text-pages';
import { absoluteUrl } from '@/lib/shop/seo/metadata';
import { blogPath } from '@/lib/shop/urls/shop-paths';

/**
 * /pages-sitemap/sitemap.xml: home, blog, every category of the menu, every article and text page.
 * Products sit in their own files (app/products-sitemap); /sitemap.xml is the index of them all.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const lang = DEFAULT_LOCALE;
  const [menu, blogs] = await Promise.all([readMenu(lang), loadBlogUrls(lang).catch(() => [])]);
  const categories = categoryPaths(menu).map((url) => menuHref({ type: 'category', url }, lang));
  const pages = TEXT_PAGES.map((url) => menuHref({ type: 'text-page', url }, lang));
  return [
    { url: absoluteUrl('/'), changeFrequency: 'daily', priority: 1 },
    { url: absoluteUrl('/blog'), changeFrequency: 'weekly', priority: 0.5 },
    ...categories.map((path) => ({ url: absoluteUrl(path), changeFrequency: 'daily' as const, priority: 0.8 })),
    ...blogs.map((url) => ({ url: absoluteUrl(blogPath(lang, url)), changeFrequency: 'monthly' as const, priority: 0.5 })),
    ...pages.map((path) => ({ url: absoluteUrl(path), changeFrequency: 'yearly' as const, priority: 0.3 })),
  ];
}
