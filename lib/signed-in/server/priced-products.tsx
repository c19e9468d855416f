import type { ReactNode } from 'react';
import type { CustomerProductSource } from '@/lib/signed-in/customer-product-sources';
import { loadCustomerPrices } from '@/lib/signed-in/customer-prices';
import { CustomerProductsProvider } from '@/lib/signed-in/browser/customer-products';
import { earlyCallsScript, recordEarlyCalls } from '@/lib/signed-in/server/early-calls-script';

/**
 * CustomerProductsProvider for a server-rendered list of the products `ids`, with an inline script
 * before it that, in a browser holding the signed-in hint, starts the list's prices while the page
 * is still parsed: in the page call with the session check where it is the page's first list, else
 * in its own prices call (lib/shop/account/early-calls.ts). The script names the public ids only.
 * `sources`: the calls the list was built from, asked again where an upstream lacks the prices call.
 */
export async function PricedProducts({ ids, sources, children }: { ids: number[]; sources: CustomerProductSource[]; children: ReactNode }) {
  const script = await earlyCallsScript(ids, await recordEarlyCalls((client) => loadCustomerPrices(client, ids, sources)));
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: script }} />
      <CustomerProductsProvider ids={ids} sources={sources}>
        {children}
      </CustomerProductsProvider>
    </>
  );
}
