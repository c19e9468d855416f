/**
 * The one subscribe/notify mechanism behind the browser's small shared states (toasts, wishlist
 * flags, the checkout step, the cart's busy flag), shaped for useSyncExternalStore.
 */

export type Listener = () => void;

export interface Listeners {
  /** Adds a listener; returns the function that removes it. Bound, so it can be passed as is. */
  subscribe: (listener: Listener) => () => void;
  /** Calls every listener once. */
  notify: () => void;
}

/** A set of change listeners, for state that lives elsewhere (history entries, a queue's counter). */
export function createListeners(): Listeners {
  const listeners = new Set<Listener>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}

export interface Store<T> extends Pick<Listeners, 'subscribe'> {
  /** The current value; the same object until `set`, as useSyncExternalStore requires. */
  get: () => T;
  /** Replaces the value and tells every listener. */
  set: (value: T) => void;
}

/** One value shared by the components of a page: `useSyncExternalStore(store.subscribe, store.get)`. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const { subscribe, notify } = createListeners();
  return {
    subscribe,
    get: () => value,
    set: (next) => {
      value = next;
      notify();
    },
  };
}
