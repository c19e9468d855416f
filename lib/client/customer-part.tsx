'use client';

import { Suspense, type ComponentType } from 'react';
import type { LazyNamed } from './lazy-named';
import { registerCustomerCode, useSession } from './session';

function Nothing() {
  return null;
}

/**
 * A component whose code only signed-in customers download: they get `part` (fetched on first
 * render, or at once in a browser holding the signed-in hint); guests, and everyone until the
 * session is known or while the code loads, get `Guest` (nothing unless given). The part may take
 * fewer props than `Guest` (the header's guest corner arrives as a prop the customer's ignores).
 */
export function customerPart<Q extends object, P extends Q = Q>(part: LazyNamed<Q>, Guest: ComponentType<P> = Nothing): ComponentType<P> {
  registerCustomerCode(part.preload);
  function CustomerPart(props: P) {
    if (useSession() !== 'customer') return <Guest {...props} />;
    return (
      <Suspense fallback={<Guest {...props} />}>
        <part.Component {...props} />
      </Suspense>
    );
  }
  return CustomerPart;
}
