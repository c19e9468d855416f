import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getLocale, getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import { CustomerCodePreload } from '@/components/layout/customer-code-preload';
import { IntlProvider } from '@/components/layout/intl-provider';
import { SignedInHead } from '@/components/layout/signed-in-head';
import { ToastArea } from '@/components/ui/toast-area';
import { SessionProvider } from '@/lib/client/session';
import { SHELL_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import { DEFAULT_LOCALE } from '@/lib/i18n/config';
import { shop, siteUrl } from '@/lib/config/shop';
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

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, timeZone, messages] = await Promise.all([getLocale(), getTimeZone(), getMessages()]);
  return (
    // the head's script marks <html> for a signed-in browser before hydration (SignedInHead)
    <html lang={DEFAULT_LOCALE} suppressHydrationWarning>
      <head>
        <SignedInHead />
      </head>
      <body>
        <IntlProvider locale={locale} timeZone={timeZone} messages={pickNamespaces(messages, SHELL_NAMESPACES)}>
          <SessionProvider>
            <CustomerCodePreload />
            {children}
            <ToastArea />
          </SessionProvider>
        </IntlProvider>
      </body>
    </html>
  );
}
