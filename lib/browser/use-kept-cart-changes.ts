'use client';

import { useSyncExternalStore } from 'react';
import { readOutbox, subscribeOutbox } from './cart-outbox';
import { useUser } from './use-user';

const NONE = () => 0;

/** How many of the signed-in person's cart changes wait offline to be sent (docs/decisions/064-offline-cart-changes.md). */
export function useKeptCartChanges(): number {
  const { user } = useUser();
  const customer = user ? user.email || user.username : '';
  return useSyncExternalStore(subscribeOutbox, () => (customer ? readOutbox(customer).length : 0), NONE);
}
