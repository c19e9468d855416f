import { createLogger } from '@/lib/runtime/instance/log';

/** A real logger writing into an array instead of stdout: the lines as written, parsed, and a wait for the n-th. */
export function capturedLogger() {
  const lines: string[] = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const logger = createLogger('debug', {
    write: (line: string) => {
      lines.push(line);
      for (const waiter of waiting.filter((w) => lines.length >= w.count)) waiter.resolve();
    },
  });
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  /** Resolves once `count` lines were written (a request's line is written when its response closes). */
  const linesWritten = (count: number) =>
    lines.length >= count ? Promise.resolve(parsed()) : new Promise<void>((resolve) => waiting.push({ count, resolve })).then(parsed);
  return { logger, lines, parsed, linesWritten };
}

type GlobalWithLog = typeof globalThis & { __storefrontLog?: ReturnType<typeof createLogger> };

/** Makes a captured logger the process's logger (what `log()` returns) until `restore()`. */
export function installCapturedLogger() {
  const g = globalThis as GlobalWithLog;
  const previous = g.__storefrontLog;
  const captured = capturedLogger();
  g.__storefrontLog = captured.logger;
  return { ...captured, restore: () => void (g.__storefrontLog = previous) };
}
