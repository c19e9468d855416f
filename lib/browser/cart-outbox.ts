import { browserStorage } from './browser-storage';
import { createListeners } from './listener-store';

/**
 * A cart change made without signal, kept until it is sent (docs/decisions/064-offline-cart-changes.md).
 * `key` is the Idempotency-Key it was first sent with (or would have been): every later send uses
 * the same one and the same body, so the backend does it at most once.
 */
export type OutboxChange =
  | { key: string; kind: 'add'; basket: number | null; productId: number; quantity: number }
  | { key: string; kind: 'update'; lineId: number; quantity: number }
  | { key: string; kind: 'remove'; lineId: number };

/** What the outbox needs of storage (tests pass a Map-backed stand-in). */
export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'cart-outbox:';
/** More changes than an installer makes in a basement; a full outbox refuses the next one. */
export const OUTBOX_MAX = 50;

const listeners = createListeners();

/** Calls `listener` whenever an outbox may have changed; returns the unsubscribe function. */
export const subscribeOutbox = listeners.subscribe;

const storageKey = (customer: string) => PREFIX + customer.toLowerCase();

function isChange(raw: unknown): raw is OutboxChange {
  if (typeof raw !== 'object' || raw === null) return false;
  const change = raw as Record<string, unknown>;
  const whole = (value: unknown) => Number.isInteger(value);
  if (typeof change.key !== 'string' || change.key === '') return false;
  if (change.kind === 'add') return (change.basket === null || whole(change.basket)) && whole(change.productId) && whole(change.quantity);
  if (change.kind === 'update') return whole(change.lineId) && whole(change.quantity);
  return change.kind === 'remove' && whole(change.lineId);
}

/** The customer's kept changes, oldest first; unreadable storage reads as none. */
export function readOutbox(customer: string, storage: OutboxStorage | null = outboxStorage()): OutboxChange[] {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(storageKey(customer)) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isChange) : [];
  } catch {
    return [];
  }
}

function writeOutbox(customer: string, changes: readonly OutboxChange[], storage: OutboxStorage | null): void {
  if (changes.length === 0) storage?.removeItem(storageKey(customer));
  else storage?.setItem(storageKey(customer), JSON.stringify(changes));
  listeners.notify();
}

/** Keeps a change behind the others; false when it cannot be kept (no storage, or the outbox is full). */
export function keepChange(customer: string, change: OutboxChange, storage: OutboxStorage | null = outboxStorage()): boolean {
  const changes = readOutbox(customer, storage);
  if (!storage || changes.length >= OUTBOX_MAX) return false;
  try {
    writeOutbox(customer, [...changes, change], storage);
    return true;
  } catch {
    // the quota is full: the change is not kept, the caller says so
    return false;
  }
}

/** Drops the change sent (or refused) under `key`. */
export function dropChange(customer: string, key: string, storage: OutboxStorage | null = outboxStorage()): void {
  writeOutbox(
    customer,
    readOutbox(customer, storage).filter((change) => change.key !== key),
    storage,
  );
}

/** Forgets every customer's kept changes (sign-out: nobody else using the browser may send them). */
export function forgetCartOutboxes(storage: OutboxStorage | null = outboxStorage()): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
  listeners.notify();
}

function outboxStorage(): OutboxStorage | null {
  return browserStorage() as OutboxStorage | null;
}

/** A fresh key for one change: a UUID where the page may make one (a secure origin), else 128 random bits. */
export function newChangeKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
