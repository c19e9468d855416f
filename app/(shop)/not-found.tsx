import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  // Next adds robots noindex to every 404 itself; a second tag would repeat it.
  return { title: t('metaTitle') };
}

/** notFound() inside a shop page (and unknown URLs): the message within the shop's own header and footer. */
export default function ShopNotFound() {
  return <NotFoundContent />;
}
