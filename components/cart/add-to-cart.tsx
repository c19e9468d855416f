'use client';

import { customerPart } from '@/lib/signed-in/browser/customer-part';
import { lazyNamed } from '@/lib/browser/lazy-named';
import { AddToCartPending } from './add-to-cart-pending';

function Nothing() {
  return null;
}

/**
 * Quantity and the add button for signed-in customers; guests see nothing here (the price slot
 * tells them to sign in) and never download the box's code. Until the session is known a browser
 * holding the signed-in hint shows the row's outline.
 */
export const AddToCart = customerPart(
  lazyNamed(() => import('./add-to-cart-box'), 'AddToCartBox'),
  Nothing,
  AddToCartPending,
);
