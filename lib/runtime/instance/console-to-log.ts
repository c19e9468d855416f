import { format } from 'node:util';
import type { Level, Logger } from './log';
import { repeatSummary } from './repeat-summary';

const CONSOLE_LEVELS: ReadonlyArray<[keyof Console & ('error' | 'warn' | 'info' | 'log'), Level]> = [
  ['error', 'error'],
  ['warn', 'warn'],
  ['info', 'info'],
  ['log', 'info'],
];

/** How long a repeated console line is held back before one line says how often it came. */
export const REPEAT_WINDOW_MS = 30_000;

/**
 * Sends what code we do not own writes to the console (Next's "⨯ Error: …" with its stack, a
 * library's warning) through the logger: one JSON line with the request id instead of a multi-line
 * dump. An Error argument keeps only its type, code and message (`err`), as every line does. A line
 * that repeats (a cache client failing while its server is away) is written once per window and then
 * summarised with its count (`repeated`), so an outage reads as a few lines, not hundreds.
 */
export function routeConsoleToLog(log: Logger, windowMs = REPEAT_WINDOW_MS, now: () => number = Date.now): () => void {
  // a kind is its text and its error's message; the lines keep the error in `err`, where the
  // logger masks what must never be written (e-mail addresses in a message)
  const repeats = repeatSummary<{ level: Level; text: string; error: unknown }>(windowMs, now);
  const flush = () => {
    for (const { tag, repeated } of repeats.due()) {
      const fields = { repeated, windowSeconds: windowMs / 1000, ...(tag.error ? { err: tag.error } : {}) };
      log[tag.level](fields, `${tag.text} (repeated ${repeated}× in ${windowMs / 1000} s)`);
    }
  };
  for (const [method, level] of CONSOLE_LEVELS) {
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      const text = format(...args.filter((arg) => !(arg instanceof Error) && typeof arg !== 'object')).trim() || 'console';
      flush();
      const kind = error ? `${text}: ${error.message}` : text;
      if (!repeats.admit(kind, { level, text, error })) return;
      log[level](error ? { err: error } : {}, text);
    };
  }
  // the summary also comes when the failures stop, not only with the next line
  const timer = setInterval(flush, windowMs);
  timer.unref();
  return () => clearInterval(timer);
}
