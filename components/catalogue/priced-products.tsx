import type { ReactNode } from 'react';
import { loadCustomerProductSource } from '@/lib/client/customer-product-calls';
import type { CustomerProductSource } from '@/lib/client/customer-product-sources';
import { CustomerProductsProvider } from '@/lib/client/customer-products';
import { earlyCallsScript, recordEarlyCalls } from '@/lib/client/early-calls-script';

/**
 * CustomerProductsProvider for a server-rendered list, with an inline script before it that, in a
 * browser holding the signed-in hint, starts the list's request with prices while the page is
 * still parsed (lib/client/early-calls.ts). The script names the public request only.
 */
export async function PricedProducts({ sources, children }: { sources: CustomerProductSource[]; children: ReactNode }) {
  const calls = await recordEarlyCalls((client) => Promise.all(sources.map((source) => loadCustomerProductSource(client, source))));
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: earlyCallsScript(calls) }} />
      <CustomerProductsProvider sources={sources}>{children}</CustomerProductsProvider>
    </>
  );
}
