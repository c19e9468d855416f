import 'server-only';
import { log } from '@/lib/runtime/instance/log';
import { getDb } from './client';
import { SchemaOutdatedError } from './errors';

/**
 * Opens the process-wide database as a server starts (instrumentation.ts), whatever the server.
 * A schema older than this build stops the process with one line: an instance of a newer build
 * must not serve on it. Other failures are not fatal: the first request opens it again and
 * answers with a clear error (503 while PostgreSQL is away).
 */
export function openDatabaseAtStart(): void {
  getDb().catch((error: unknown) => {
    if (error instanceof SchemaOutdatedError) {
      log().fatal(error.message);
      process.exit(1);
    }
    log().error({ err: error }, 'embedded backend: the database could not be opened at start');
  });
}
