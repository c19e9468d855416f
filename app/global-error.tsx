'use client';

import { DEFAULT_LOCALE } from '@/lib/i18n/config';
import messages from '@/messages/sk.json';
import { ErrorContent } from '@/components/layout/error-content';
import { IntlProvider } from '@/components/layout/intl-provider';
import './globals.scss';

/**
 * The root layout itself failed, so this page brings its own <html>, styles and messages
 * (only the Error namespace is needed).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body>
        <IntlProvider locale={DEFAULT_LOCALE} timeZone="Europe/Bratislava" messages={{ Error: messages.Error }}>
          <ErrorContent error={error} reset={reset} />
        </IntlProvider>
      </body>
    </html>
  );
}
