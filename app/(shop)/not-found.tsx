import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Seo');
  // Next adds robots noindex to every 404 itself; a second tag would repeat it.
  return { title: t('notFoundTitle') };
}

/**
 * notFound() inside a shop page: the message within the shop's own header and footer. The client
 * component itself is the default export, so every shop page's payload refers to it instead of
 * carrying its rendered tree (components/layout/not-found-content.tsx).
 */
export default NotFoundContent;
