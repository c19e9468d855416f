'use client';

import { useCart } from '@/lib/browser/use-cart';
import { CartLink } from './cart-link';

/** The signed-in customer's cart link, following the cart as it changes. */
export function CartButtonLive() {
  const { cart } = useCart();
  return <CartLink amount={cart.amount} totalExcVat={cart.product_price_without_vat} />;
}
