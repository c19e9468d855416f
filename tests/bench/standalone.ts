import type { handleBackendRequest } from '../../lib/backend';

type Backend = typeof handleBackendRequest;

/**
 * Runs a backend bench on its own (`npx tsx --conditions=react-server tests/bench/<file>`): only when
 * `file` is the script node was started with, against the embedded backend in this process; closes
 * the database afterwards and exits 1 on an error. The backend is imported only then, so run.ts can
 * import the bench without opening a database.
 */
export function runStandalone(file: string, bench: (backend: Backend) => Promise<void>): void {
  if (!process.argv[1]?.endsWith(file)) return;
  (async () => {
    const backend = await import('../../lib/backend');
    const { closeDb } = await import('../../lib/backend/db/client');
    try {
      await bench(backend.handleBackendRequest);
    } finally {
      await closeDb();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
