'use client';

import { Suspense, type ComponentType } from 'react';
import type { LazyNamed } from '@/lib/browser/lazy-named';
import { registerCustomerCode, useSession } from './session';

function Nothing() {
  return null;
}

/**
 * A component whose code only signed-in customers download: they get `part` (fetched on first
 * render, or at once in a browser holding the signed-in hint); guests get `Guest` (nothing unless
 * given). Until the session is known (the server's HTML) and while the code loads, everyone gets
 * `Pending` (default `Guest`): a placeholder that shows the guest's part or, by CSS on the
 * signed-in hint (mixin when-signed-in), the customer's outline, so neither flashes the other. The
 * part may take fewer props than `Guest` (a guest or pending part may need props the live part reads itself).
 */
export function customerPart<Q extends object, P extends Q = Q>(
  part: LazyNamed<Q>,
  Guest: ComponentType<P> = Nothing,
  Pending: ComponentType<P> = Guest,
): ComponentType<P> {
  registerCustomerCode(part.preload);
  function CustomerPart(props: P) {
    const session = useSession();
    if (session === 'guest') return <Guest {...props} />;
    if (session === 'unknown') return <Pending {...props} />;
    return (
      <Suspense fallback={<Pending {...props} />}>
        <part.Component {...props} />
      </Suspense>
    );
  }
  return CustomerPart;
}
