import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { ShopFrame } from '@/components/layout/shop-frame';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  // Next adds robots noindex to every 404 itself; a second tag would repeat it.
  return { title: t('metaTitle') };
}

/**
 * Unknown URLs (HTTP 404): the root layout has no header, so the page brings the shop frame
 * itself, without the product menu (Next embeds this tree in every page's payload).
 */
export default function NotFound() {
  return (
    <ShopFrame withMenu={false}>
      <NotFoundContent />
    </ShopFrame>
  );
}
