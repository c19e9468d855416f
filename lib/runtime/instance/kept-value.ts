/**
 * The result of a read an instance keeps past the request that made it (a cache in module scope):
 * its promise while the read runs, shared by every caller waiting for it, then its value alone.
 *
 * Never the promise once the read is done: Node's AsyncLocalStorage stores each store on every
 * promise made under it, so a kept promise keeps the stores of the request that made it (Next's,
 * React's request, the render with its HTML and streams). Catalogue caches that kept their promises
 * held about 550 renders after the warm at start (docs/decisions/041-memory-of-one-server.md).
 */
export class KeptValue<T> {
  private state: { reading: Promise<T> } | { value: T };

  /** `onFailure` runs when the read fails: its owner forgets it, so the next call reads again. */
  constructor(reading: Promise<T>, onFailure: () => void) {
    this.state = { reading };
    reading.then((value) => {
      this.state = { value };
    }, onFailure);
  }

  /** The value, or the read under way (rejected when it failed). */
  get(): Promise<T> {
    return 'value' in this.state ? Promise.resolve(this.state.value) : this.state.reading;
  }
}
