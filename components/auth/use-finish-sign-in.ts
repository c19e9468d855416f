import { useCallback } from 'react';
import { useLocale } from 'next-intl';
import { useSWRConfig } from 'swr';
import type { User } from '@/lib/contract/schemas/user';
import { announceSessionChange } from '@/lib/signed-in/browser/session';
import { cartKey } from '@/lib/browser/use-cart';
import { USER_KEY } from '@/lib/browser/use-user';
import { WISHLIST_COUNT_KEY } from '@/lib/browser/use-wishlist-count';

/**
 * What follows a successful POST /sign/in (login, and registration that signs in): the page learns
 * of the session, and the user, cart and wishlist count are re-read (docs/rules.md#states), without a reload.
 */
export function useFinishSignIn() {
  const lang = useLocale();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (user: User) => {
      // the answer set the signed-in hint: the header and prices load the customer's code and data
      announceSessionChange();
      await Promise.all([mutate(USER_KEY, user), mutate(cartKey(lang)), mutate(WISHLIST_COUNT_KEY)]);
    },
    [lang, mutate],
  );
}
