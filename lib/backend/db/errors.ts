import 'server-only';
import { log } from '@/lib/runtime/instance/log';

/** The database holds fewer migrations than this build ships: an instance must not serve on it. */
export class SchemaOutdatedError extends Error {
  constructor(readonly missing: readonly string[]) {
    super(`database schema is older than this build: run \`npm run migrate\` (missing ${missing.join(', ')})`);
    this.name = 'SchemaOutdatedError';
  }
}

interface CodedError {
  code?: unknown;
  message: string;
  cause?: unknown;
}

// duck-typed, not `instanceof Error`: node's socket errors come from another realm under test runners' VMs
function isErrorLike(value: unknown): value is CodedError {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

// node-postgres reports a lost or refused connection with these messages and no code
const CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * True when the database could not be reached or dropped the connection (refused, reset, the
 * server shutting down: 57P01–57P03, connection exceptions: class 08, the pool's connect
 * timeout): a moment's outage worth a 503 and a retry, not a fault of the request.
 */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && isErrorLike(current); depth++) {
    const { code, message } = current;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || /^57P0[123]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (CONNECTION_MESSAGES.some((known) => message.startsWith(known))) return true;
    const inner = (current as { errors?: unknown }).errors; // AggregateError: one per address tried
    if (Array.isArray(inner) && inner.some(isConnectionError)) return true;
    current = current.cause;
  }
  return false;
}

/** Logs a database failure once: its type, code and first message line (lib/runtime/instance/error-cause.ts), never SQL parameters or the client object. */
export function logDatabaseError(context: string, error: unknown): void {
  log().error({ err: error }, `database: ${context}`);
}
