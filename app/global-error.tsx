'use client';

import { DEFAULT_LOCALE } from '@/lib/shared/i18n/config';
import { LazyErrorContent } from '@/components/layout/lazy-error-content';
import { IntlProvider } from '@/components/layout/intl-provider';
import './globals.scss';

/**
 * The root layout itself failed, so this page brings its own <html>, styles and i18n provider; the
 * texts come with ErrorContent's code. Like every error page it shows a message, retry and home,
 * never the error itself (ErrorContent).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body>
        <IntlProvider locale={DEFAULT_LOCALE} timeZone="Europe/Bratislava" messages={{}}>
          <LazyErrorContent error={error} reset={reset} />
        </IntlProvider>
      </body>
    </html>
  );
}
