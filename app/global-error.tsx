'use client';

import type { AbstractIntlMessages } from 'next-intl';
import { use } from 'react';
import { DEFAULT_LOCALE } from '@/lib/i18n/config';
import { LazyErrorContent } from '@/components/layout/lazy-error-content';
import { IntlProvider } from '@/components/layout/intl-provider';
import './globals.scss';

let errorMessages: Promise<AbstractIntlMessages> | undefined;

/**
 * The messages are imported when this page shows, not with it: its code ships with every page,
 * and a static import put all of sk.json into each page's first-load JS. Only Error is kept.
 */
function loadErrorMessages(): Promise<AbstractIntlMessages> {
  errorMessages ??= import('@/messages/sk.json').then((module) => ({ Error: module.default.Error }));
  return errorMessages;
}

/**
 * The root layout itself failed, so this page brings its own <html>, styles and messages. Like
 * every error page it shows a message, retry and home, never the error itself (ErrorContent).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const messages = use(loadErrorMessages());
  return (
    <html lang={DEFAULT_LOCALE}>
      <body>
        <IntlProvider locale={DEFAULT_LOCALE} timeZone="Europe/Bratislava" messages={messages}>
          <LazyErrorContent error={error} reset={reset} />
        </IntlProvider>
      </body>
    </html>
  );
}
