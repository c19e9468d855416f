import 'server-only';
import { settleBackgroundWork } from './auth/background';
import { closeDb } from './db/client';
import { stopMailSender } from './mail/outbox-worker';

/**
 * What the embedded backend closes when its process stops gracefully: the work queued after an
 * answer and the mail sender's delivery in progress first, so they are not cut off from the
 * database, then the pool. Mail still queued goes out from another instance (the outbox).
 */
export async function closeBackend(): Promise<void> {
  await settleBackgroundWork();
  await stopMailSender();
  await closeDb();
}
