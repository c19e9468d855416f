import { format } from 'node:util';
import type { Level, Logger } from './log';

const CONSOLE_LEVELS: ReadonlyArray<[keyof Console & ('error' | 'warn' | 'info' | 'log'), Level]> = [
  ['error', 'error'],
  ['warn', 'warn'],
  ['info', 'info'],
  ['log', 'info'],
];

/**
 * Sends what code we do not own writes to the console (Next's "⨯ Error: …" with its stack, a
 * library's warning) through the logger: one JSON line with the request id instead of a multi-line
 * dump. An Error argument keeps only its type, code and message (`err`), as every line does.
 */
export function routeConsoleToLog(log: Logger): void {
  for (const [method, level] of CONSOLE_LEVELS) {
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      const text = format(...args.filter((arg) => !(arg instanceof Error) && typeof arg !== 'object'));
      log[level](error ? { err: error } : {}, text.trim() || 'console');
    };
  }
}
