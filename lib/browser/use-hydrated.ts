import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False in the server's HTML and until React has hydrated the page, then true. A button whose work
 * is JavaScript is disabled until then: a click before hydration would do nothing (or, in a form,
 * send it the browser's way and lose what was typed).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
