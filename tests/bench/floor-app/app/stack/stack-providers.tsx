'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';

const MESSAGES = { Floor: { greeting: 'Dobrý deň' } };

export function StackProviders({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="sk" timeZone="Europe/Bratislava" messages={MESSAGES}>
      <SWRConfig value={{ dedupingInterval: 5_000 }}>{children}</SWRConfig>
    </NextIntlClientProvider>
  );
}
