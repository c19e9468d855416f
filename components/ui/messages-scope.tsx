'use client';

import type { ComponentType, ReactNode } from 'react';
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

/**
 * `Component` drawn inside the scope of `messages`: for a part whose texts come with its own code
 * (a messages/sk.*.json it imports) instead of in every page's payload.
 */
export function withMessages<Props extends object>(messages: AbstractIntlMessages, Component: ComponentType<Props>): ComponentType<Props> {
  function Scoped(props: Props) {
    return (
      <MessagesScope messages={messages}>
        <Component {...props} />
      </MessagesScope>
    );
  }
  Scoped.displayName = `withMessages(${Component.displayName ?? Component.name})`;
  return Scoped;
}
