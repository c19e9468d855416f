'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages, type IntlError } from 'next-intl';
import { messageFallback } from '@/lib/shared/i18n/config';

/** A missing message shows its key (spec) and is expected, so only other i18n errors are logged. */
function onError(error: IntlError) {
  if (error.code === 'MISSING_MESSAGE') return;
  console.error(error);
}

interface IntlProviderProps {
  locale: string;
  timeZone: string;
  messages: AbstractIntlMessages;
  children: ReactNode;
}

/**
 * next-intl for client components. A client wrapper because the fallback and error handler are
 * functions, which a server component cannot hand to the client provider.
 */
export function IntlProvider({ locale, timeZone, messages, children }: IntlProviderProps) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages} onError={onError} getMessageFallback={messageFallback}>
      {children}
    </NextIntlClientProvider>
  );
}
