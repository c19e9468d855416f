'use client';

import { Suspense } from 'react';
import { MessagesScope } from '@/components/ui/messages-scope';
import { lazyNamed } from '@/lib/browser/lazy-named';
import { useCustomerProduct } from '@/lib/signed-in/browser/customer-products';
import { registerCustomerCode } from '@/lib/signed-in/browser/session';
import priceMessages from '@/messages/sk.price.json';

// Only customers get breaks, with their prices: the table's code loads with them, never for a guest.
const table = lazyNamed(() => import('./price-breaks-table'), 'PriceBreaksTable');
registerCustomerCode(table.preload);

/**
 * The product page's volume breaks for the signed-in customer (docs/decisions/058-trade-terms.md):
 * they come only with the customer's prices, so the server's HTML never holds them and a product
 * without breaks, a guest, or an upstream without the extension shows nothing.
 */
export function PriceBreaks({ productId, unit = 'ks', vatRate }: { productId: number; unit?: string; vatRate: number }) {
  const state = useCustomerProduct(productId);
  const breaks = state.status === 'ready' ? state.product.price_breaks : undefined;
  if (!breaks || breaks.length === 0) return null;
  return (
    <MessagesScope messages={priceMessages}>
      <Suspense fallback={null}>
        <table.Component breaks={breaks} unit={unit} vatRate={vatRate} />
      </Suspense>
    </MessagesScope>
  );
}
