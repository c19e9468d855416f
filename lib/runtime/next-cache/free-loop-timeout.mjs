/**
 * Timeouts that count only the time this process's event loop was free to read its sockets.
 *
 * A plain timer counts wall time, and timers run before the loop reads its sockets. Under load a
 * render can hold the loop for a second: every call to the shared cache waiting meanwhile then
 * "timed out" although its answer sat unread in the socket, its page was rendered without the
 * cache, and those renders held the loop longer still, until the instance did nothing but render
 * (docs/decisions/074-loop-free-timeouts.md). A tick here credits at most MAX_CREDIT_MS however
 * late it fires, so a second the loop was busy counts as a tenth of one, and a timeout is judged
 * only after the sockets were read once more.
 */

const TICK_MS = 50;
/** A tick that fires later than this credits only this much: the rest of the gap the loop was busy. */
const MAX_CREDIT_MS = 2 * TICK_MS;

/** Free loop time (ms) counted since the clock last started. */
let freeMs = 0;
let lastTick = 0;
/** @type {Set<{ due: number, resolve: () => void }>} */
const waiting = new Set();
/** @type {NodeJS.Timeout | undefined} */
let ticker;

function expire() {
  for (const wait of waiting) {
    if (freeMs < wait.due) continue;
    waiting.delete(wait);
    wait.resolve();
  }
  if (waiting.size === 0 && ticker) {
    clearInterval(ticker);
    ticker = undefined;
  }
}

function tick() {
  const now = performance.now();
  freeMs += Math.min(now - lastTick, MAX_CREDIT_MS);
  lastTick = now;
  // after this turn's reads: an answer that arrived while the loop was busy settles its call first
  setImmediate(expire);
}

/**
 * Resolves once `ms` of free loop time passed (wall time when the loop stays free; longer by
 * about what a busy loop held it). `cancel` forgets it. Keeps no process alive.
 * @param {number} ms
 * @returns {{ elapsed: Promise<void>, cancel: () => void }}
 */
export function freeLoopTimeout(ms) {
  if (!ticker) {
    lastTick = performance.now();
    ticker = setInterval(tick, TICK_MS);
    ticker.unref();
  }
  /** @type {{ due: number, resolve: () => void }} */
  const wait = { due: freeMs + ms, resolve: () => undefined };
  const elapsed = new Promise((resolve) => {
    wait.resolve = () => resolve(undefined);
  });
  waiting.add(wait);
  return { elapsed, cancel: () => void waiting.delete(wait) };
}
