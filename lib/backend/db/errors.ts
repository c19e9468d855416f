import 'server-only';
import { DrizzleQueryError } from 'drizzle-orm/errors';

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

/** The driver's own error under drizzle's wrapper: drizzle's message repeats the SQL and every bound parameter. */
function innermost(error: unknown): CodedError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isErrorLike(current) && isErrorLike(current.cause); depth++) current = current.cause;
  return isErrorLike(current) ? current : null;
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

/** True for a failed query (drizzle's wrapper, or a driver error with a SQLSTATE): log it with logDatabaseError, not whole. */
export function isDatabaseError(error: unknown): boolean {
  if (error instanceof DrizzleQueryError) return true;
  const code = innermost(error)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** One line for a database failure: its code and the driver's message, never SQL parameters or the client object. */
export function databaseErrorLine(context: string, error: unknown): string {
  const cause = innermost(error);
  if (!cause) return `database: ${context}: ${String(error)}`;
  const code = typeof cause.code === 'string' ? `${cause.code} ` : '';
  return `database: ${context}: ${code}${cause.message.split('\n')[0]}`;
}

/** Logs a database failure once, as databaseErrorLine. The one place to point at the shop's logger. */
export function logDatabaseError(context: string, error: unknown): void {
  console.error(databaseErrorLine(context, error));
}
