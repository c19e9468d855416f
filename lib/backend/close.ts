import 'server-only';
import { settleBackgroundWork } from './auth/background';
import { closeDb } from './db/client';

/**
 * What the embedded backend closes when its process stops gracefully: the work queued after an
 * answer (mails) first, so it is not cut off from the database, then the pool.
 */
export async function closeBackend(): Promise<void> {
  await settleBackgroundWork();
  await closeDb();
}
