import pino, { type DestinationStream, type Level, type LevelWithSilent, type Logger } from 'pino';
import { parseSettings } from '@/lib/runtime/config/parse-settings';
import { errorCause } from './error-cause';
import { currentRequestId } from './request-context';

export type { Level, Logger };

/**
 * The second net: fields that must never reach a line even when a caller passes them by mistake.
 * The first is the callers themselves (errors go through `err`, which keeps only type, code and message).
 */
export const REDACTED_FIELDS = [
  'password',
  'token',
  'cookie',
  'authorization',
  'email',
  'to',
  'params',
  'sessionHash',
  'session',
  'detail',
  'where',
  'client',
].flatMap((name) => [name, `*.${name}`]);

/**
 * One JSON line per event on `destination` (stdout by default, written synchronously so a stopping
 * or crashing process loses no line): ISO time, level by name, the request id of the request being
 * served (`reqId`), then the event's fields.
 */
export function createLogger(level: LevelWithSilent, destination: DestinationStream = pino.destination({ dest: 1, sync: true })): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { reqId: requestId } : {};
      },
      serializers: { err: errorCause },
      redact: { paths: REDACTED_FIELDS, censor: '[redacted]' },
    },
    destination,
  );
}

type GlobalWithLog = typeof globalThis & { __storefrontLog?: Logger };

/**
 * The process's logger, at LOG_LEVEL. One per process on globalThis: the instance server and each
 * of Next's bundles load this module separately, and two loggers on one stdout would interleave.
 */
export function log(): Logger {
  const g = globalThis as GlobalWithLog;
  return (g.__storefrontLog ??= createLogger(parseSettings(process.env).LOG_LEVEL));
}
