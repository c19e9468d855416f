'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';

/**
 * Adds an area's messages to those of the provider above it. A nested provider would replace the
 * messages; the rest of the configuration (time zone, fallback, error handler) it inherits.
 */
export function MessagesScope({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const inherited = useMessages();
  const locale = useLocale();
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...inherited, ...messages }}>
      {children}
    </NextIntlClientProvider>
  );
}
