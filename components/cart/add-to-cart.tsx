'use client';

import { Suspense } from 'react';
import { lazyNamed } from '@/lib/client/lazy-named';
import { mayBeSignedIn } from '@/lib/client/signed-in-hint';
import { useUser } from '@/lib/client/use-user';
import type { AddToCartProps } from './add-to-cart-box';

// Guests never see the box, so its code (quantity input, add button) is not in the pages' first
// load; a browser that may hold a session starts fetching it at once, beside the session check.
const { Component: AddToCartBox, preload: loadBox } = lazyNamed(() => import('./add-to-cart-box'), 'AddToCartBox');
if (mayBeSignedIn()) void loadBox();

/** Quantity and the add button for signed-in customers; guests see nothing here (the price slot tells them to sign in). */
export function AddToCart(props: AddToCartProps) {
  const { isLoggedIn } = useUser();
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <AddToCartBox {...props} />
    </Suspense>
  );
}
