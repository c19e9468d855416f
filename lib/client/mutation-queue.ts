import { createListeners } from './listener-store';

/**
 * Runs cart mutations one after another and reloads once the queue is empty, so the cart shown
 * is always the server's answer to the last change (spec §4: the cart is reloaded after every
 * change). Rapid changes of one line's quantity coalesce: a change that has not been sent yet
 * is replaced by the newer one, so ten quick clicks send at most two requests.
 */
export class MutationQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;
  /** changes not yet sent, by coalescing key: the latest value wins */
  private readonly waiting = new Map<string, { value: number; done: Promise<void> }>();
  private readonly listeners = createListeners();

  /** `reload` fetches the server's state once the queue is empty; it may be replaced (setReload). */
  constructor(private reload: () => Promise<unknown>) {}

  setReload(reload: () => Promise<unknown>): void {
    this.reload = reload;
  }

  /** True while a change is queued or being sent, until the reload after the last one has finished. */
  get busy(): boolean {
    return this.pending > 0;
  }

  /** Calls `listener` whenever `busy` may have changed; returns the unsubscribe function. */
  readonly subscribe = this.listeners.subscribe;

  /** Queues `task`; resolves or rejects with it. The reload after the last task never rejects. */
  run(task: () => Promise<void>): Promise<void> {
    this.pending += 1;
    if (this.pending === 1) this.listeners.notify();
    const result = this.tail.then(task);
    this.tail = result
      .catch(() => undefined)
      .then(async () => {
        if (this.pending === 1) await this.reload().catch(() => undefined);
        this.pending -= 1;
        if (this.pending === 0) this.listeners.notify();
      });
    return result;
  }

  /**
   * Queues `send(value)` under `key`; while an earlier change under the same key waits unsent,
   * only its value is replaced (both callers get the same promise).
   */
  coalesce(key: string, value: number, send: (value: number) => Promise<void>): Promise<void> {
    const queued = this.waiting.get(key);
    if (queued) {
      queued.value = value;
      return queued.done;
    }
    const entry = { value, done: Promise.resolve() };
    entry.done = this.run(() => {
      this.waiting.delete(key);
      return send(entry.value);
    });
    this.waiting.set(key, entry);
    return entry.done;
  }
}
