import { useSyncExternalStore } from 'react';
import { createStore } from './listener-store';

export type ToastVariant = 'success' | 'warning' | 'error' | 'info';

/** docs/rules.md#limits: every variant closes after 5000 ms. */
export const TOAST_TIMEOUT_MS = 5000;

export interface Toast {
  /** lowest unused positive integer (docs/rules.md#limits) */
  id: number;
  /** a key of the `Toasts` message namespace, translated when shown */
  message: string;
  /** ICU values for the message */
  values?: Record<string, string | number>;
  /** a key of `Toasts.screens`: fills `{screen}` in the message */
  screen?: string;
  /** lines of the expandable detail (e.g. `[key] code`), shown verbatim */
  detail?: string[];
  variant: ToastVariant;
  /** a link under the message (e.g. to the order just placed); `label` is a `Toasts` key, translated with `values` */
  link?: { href: string; label: string };
  /** ms until it closes itself; 0 keeps it open */
  timeout: number;
}

export type ToastInput = Omit<Toast, 'id' | 'timeout'> & { timeout?: number };

const EMPTY: readonly Toast[] = [];
const store = createStore<readonly Toast[]>(EMPTY);

function lowestUnusedId(): number {
  const used = new Set(store.get().map((t) => t.id));
  let id = 1;
  while (used.has(id)) id += 1;
  return id;
}

/** What a toast says: two toasts that say the same are one. */
function contentOf(toast: ToastInput | Toast): string {
  // JSON leaves out undefined fields: the id and the timeout do not count
  return JSON.stringify({ ...toast, id: undefined, timeout: undefined });
}

/**
 * Shows a toast; returns its id. A toast that says the same as one still open replaces it (same id,
 * moved last, its timeout started again) rather than stacking a copy: a twice-pressed submit shows one warning.
 */
export function pushToast(input: ToastInput): number {
  const content = contentOf(input);
  const toasts = store.get();
  const same = toasts.find((toast) => contentOf(toast) === content);
  const id = same?.id ?? lowestUnusedId();
  store.set([...toasts.filter((toast) => toast !== same), { ...input, id, timeout: input.timeout ?? TOAST_TIMEOUT_MS }]);
  return id;
}

/** Closes a toast; unknown ids are ignored. */
export function dismissToast(id: number): void {
  const toasts = store.get();
  if (!toasts.some((t) => t.id === id)) return;
  store.set(toasts.filter((t) => t.id !== id));
}

/** Removes every toast (tests, and a clean slate after sign-out if ever needed). */
export function clearToasts(): void {
  store.set([]);
}

export function getToasts(): readonly Toast[] {
  return store.get();
}

/** The open toasts, oldest first; re-renders on every change. */
export function useToasts(): readonly Toast[] {
  // The server renders no toasts: they only ever come from browser events.
  return useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
}
