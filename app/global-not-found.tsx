import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocumentShell } from '@/components/layout/document-shell';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { ShopFrame } from '@/components/layout/shop-frame';
import { shop, siteUrl } from '@/lib/runtime/config/shop';
import { viewport as rootViewport } from './layout';
import './globals.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  // Next adds robots noindex to every 404 itself; a second tag would repeat it.
  return { metadataBase: new URL(siteUrl()), title: `${t('metaTitle')} | ${shop.name}` };
}

export const viewport: Viewport = rootViewport;

/**
 * Unknown URLs (HTTP 404): the shop frame without the product menu around the message. A global
 * not-found page (next.config `globalNotFound`) instead of app/not-found.tsx: Next embedded the root
 * not-found tree, header and footer included, in every page's payload.
 * notFound() inside a shop page still shows app/(shop)/not-found.tsx within the shop's layout.
 */
export default function GlobalNotFound() {
  return (
    <DocumentShell>
      <ShopFrame withMenu={false}>
        <NotFoundContent />
      </ShopFrame>
    </DocumentShell>
  );
}
