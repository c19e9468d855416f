import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/**
 * generateMetadata's result for a page search engines must not list (sign-in forms, the cart, the
 * customer's own pages): only the title, the `title` text of the page's message namespace.
 */
export async function unlistedPageMetadata(namespace: string): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return { title: t('title'), robots: { index: false } };
}
