/** What a log line may say about a failure: its kind, its code and a one-line message, never its data. */
export interface ErrorCause {
  type: string;
  code?: string;
  message: string;
}

const MAX_MESSAGE = 300;

/** Read by shape, not `instanceof`: an error from another realm (a vm context, a worker) is one too. */
type ErrorLike = { name?: unknown; message: string; code?: unknown; cause?: unknown };

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/**
 * drizzle wraps a failed query in an error whose message is the SQL and every bound parameter
 * (session hashes, e-mails, password hashes): the driver's error in `cause` is what went wrong.
 */
function isQueryWrapper(error: ErrorLike): boolean {
  return error.name === 'DrizzleQueryError' || error.message.startsWith('Failed query:');
}

/**
 * Values a message may echo: PostgreSQL quotes a rejected input after a colon
 * (`invalid input syntax for type uuid: "…"`), mail servers name the recipient. Names of
 * constraints and relations (`constraint "users_email_key"`) stay: they say what failed.
 */
function withoutValues(message: string): string {
  const firstLine = message.split('\n', 1)[0] ?? '';
  return firstLine
    .replace(/:\s*"[^"]*"/g, ': "[redacted]"')
    .replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g, '[e-mail]')
    .slice(0, MAX_MESSAGE);
}

/**
 * The loggable part of anything thrown. Only `name`, `code` and the first line of the message are
 * read: pg's DatabaseError also carries `detail` (`Key (email)=(…) already exists`), `where` and the
 * query's client, none of which a log line may hold.
 */
export function errorCause(error: unknown): ErrorCause {
  let current: unknown = error;
  while (isErrorLike(current) && isQueryWrapper(current) && current.cause !== undefined) current = current.cause;
  if (!isErrorLike(current)) return { type: typeof current, message: withoutValues(String(current)) };
  const { code } = current;
  const cause: ErrorCause = { type: typeof current.name === 'string' ? current.name : 'Error', message: withoutValues(current.message) };
  if (typeof code === 'string' || typeof code === 'number') cause.code = String(code);
  if (isQueryWrapper(current)) cause.message = 'query failed'; // a wrapper without a cause: its message is the query
  return cause;
}
