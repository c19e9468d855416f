import { createListeners } from './listener-store';

/**
 * Runs cart mutations one after another and, once the queue is empty, shows the server's state:
 * the state the last change answered with, where the backend sends it (`settle`), else a reload
 * (docs/rules.md#states: the cart is reloaded after every change). A failed last change always reloads, which
 * undoes what was shown ahead of the server. Rapid changes of one line's quantity coalesce: a
 * change that has not been sent yet is replaced by the newer one, so ten quick clicks send at
 * most two requests.
 */
export class MutationQueue<State = unknown> {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;
  /** changes not yet sent, by coalescing key: the latest value wins */
  private readonly waiting = new Map<string, { value: number; done: Promise<void> }>();
  private readonly listeners = createListeners();

  /** What the last finished change answered: the server's state after it, or null (reload). */
  private answered: State | null = null;

  /**
   * `reload` fetches the server's state once the queue is empty; `settle` shows a state a change
   * answered with instead. Both may be replaced (setReload).
   */
  constructor(
    private reload: () => Promise<unknown>,
    private settle: (state: State) => Promise<unknown> = reload,
  ) {}

  setReload(reload: () => Promise<unknown>, settle: (state: State) => Promise<unknown> = reload): void {
    this.reload = reload;
    this.settle = settle;
  }

  /** True while a change is queued or being sent, until the reload after the last one has finished. */
  get busy(): boolean {
    return this.pending > 0;
  }

  /** Calls `listener` whenever `busy` may have changed; returns the unsubscribe function. */
  readonly subscribe = this.listeners.subscribe;

  /**
   * Queues `task`, which may resolve with the server's state after it (else null: reload); resolves
   * or rejects with the task. The reload or settle after the last task never rejects.
   */
  run(task: () => Promise<State | null | void>): Promise<void> {
    this.pending += 1;
    if (this.pending === 1) this.listeners.notify();
    const result = this.tail.then(task);
    this.tail = result
      .then(
        (state) => void (this.answered = state ?? null),
        () => void (this.answered = null),
      )
      .then(async () => {
        const answered = this.answered;
        if (this.pending === 1) await (answered === null ? this.reload() : this.settle(answered)).catch(() => undefined);
        this.pending -= 1;
        if (this.pending === 0) this.listeners.notify();
      });
    return result.then(() => undefined);
  }

  /**
   * Queues `send(value)` under `key`; while an earlier change under the same key waits unsent,
   * only its value is replaced (both callers get the same promise).
   */
  coalesce(key: string, value: number, send: (value: number) => Promise<State | null | void>): Promise<void> {
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
