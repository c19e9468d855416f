import { createLogger } from '@/lib/instance/log';

/** A real logger writing into an array instead of stdout: the lines as written, and parsed. */
export function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
  return { logger, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}
