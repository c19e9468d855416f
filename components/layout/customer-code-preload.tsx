'use client';

import { registerCustomerCode } from '@/lib/signed-in/browser/session';

// The customer parts of a catalogue page, registered here as well as where they render: this
// module belongs to the root layout, whose client code runs first, so a browser holding the
// signed-in hint starts downloading them with the session check rather than when hydration reaches
// the first card (about half a second later in Chromium on a busy machine). The bundler gives
// both imports of a module one chunk.
registerCustomerCode(() => import('./header-actions-live'));
registerCustomerCode(() => import('@/components/catalogue/price-figures'));
registerCustomerCode(() => import('@/components/cart/add-to-cart-box'));
registerCustomerCode(() => import('@/components/cart/wishlist-toggle-live'));
registerCustomerCode(() => import('@/lib/signed-in/browser/customer-products-loader'));

/** Renders nothing: its module starts the customer code's download (see above). */
export function CustomerCodePreload() {
  return null;
}
