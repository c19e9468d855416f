'use client';

import { customerPart } from '@/lib/client/customer-part';
import { lazyNamed } from '@/lib/client/lazy-named';

/**
 * Quantity and the add button for signed-in customers; guests see nothing here (the price slot
 * tells them to sign in) and never download the box's code.
 */
export const AddToCart = customerPart(lazyNamed(() => import('./add-to-cart-box'), 'AddToCartBox'));
