import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { DocumentShell } from '@/components/layout/document-shell';
import { shop, siteUrl } from '@/lib/runtime/config/shop';
import './globals.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Common');
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('metaTitle', { name: shop.name }), template: `%s | ${shop.name}` },
    description: t('metaDescription'),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#12325a',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return <DocumentShell>{children}</DocumentShell>;
}
