import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { IntlProvider } from '@/components/layout/intl-provider';

/** What the cart hook's tests render it in: Slovak messages and an SWR cache of its own per test. */
export function CartHookWrapper({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="sk" timeZone="Europe/Bratislava" messages={{}}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </IntlProvider>
  );
}
