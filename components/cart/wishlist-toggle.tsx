'use client';

import { customerPart } from '@/lib/client/customer-part';
import { lazyNamed } from '@/lib/client/lazy-named';

/** The wishlist heart of a product, for signed-in customers only (guests download none of its code). */
export const WishlistToggle = customerPart(lazyNamed(() => import('./wishlist-toggle-live'), 'WishlistToggleLive'));
