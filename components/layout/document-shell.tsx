import type { ReactNode } from 'react';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import { CustomerCodePreload } from '@/components/layout/customer-code-preload';
import { IntlProvider } from '@/components/layout/intl-provider';
import { SignedInHead, SignedInPageCall } from '@/lib/signed-in/server/signed-in-head';
import { ToastArea } from '@/components/ui/toast-area';
import { OfflineCopiesPart } from '@/components/pwa/offline-copies-part';
import { ServiceWorkerRegistration } from '@/components/pwa/service-worker-registration';
import { SessionProvider } from '@/lib/signed-in/browser/session';
import { shellMessages } from '@/lib/shared/i18n/client-messages';
import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';

/**
 * <html> and <body> with the providers every page needs: the root layout's, and the global
 * not-found page's (app/global-not-found.tsx), which Next renders without the root layout.
 */
export async function DocumentShell({ children }: { children: ReactNode }) {
  const [locale, timeZone, messages] = await Promise.all([getLocale(), getTimeZone(), getMessages()]);
  return (
    // the head's script marks <html> for a signed-in browser before hydration (SignedInHead)
    <html lang={DEFAULT_LOCALE} suppressHydrationWarning>
      {/* the root layout's own <head>, moved here to be shared (no-head-element is off for this file: eslint.config.mjs) */}
      <head>
        <SignedInHead />
      </head>
      <body>
        <IntlProvider locale={locale} timeZone={timeZone} messages={shellMessages(messages)}>
          <SessionProvider>
            <CustomerCodePreload />
            {children}
            <SignedInPageCall />
            <ToastArea />
            <ServiceWorkerRegistration />
            <OfflineCopiesPart />
          </SessionProvider>
        </IntlProvider>
      </body>
    </html>
  );
}
