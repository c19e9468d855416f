import 'server-only';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { metrics } from '@/lib/runtime/metrics/registry.mjs';
import type { Db } from './db/client';
import { mailOutbox } from './db/schema';

/**
 * The mail still to be sent (queued or waiting for a retry; not what was given up) and how old
 * its oldest is: one count over the outbox's partial index of unsent rows, asked only on a scrape.
 */
async function outboxState(db: Db) {
  const [row] = await db
    .select({
      backlog: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
    })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.nextAttemptAt)));
  return { backlog: Number(row?.backlog ?? 0), oldestAgeSeconds: Number(row?.oldestAgeSeconds ?? 0) };
}

/** Lets the metrics read the outbox when scraped (lib/runtime/metrics/registry.mjs). Called when the process opens its database. */
export function watchMailOutbox(db: () => Promise<Db>): void {
  metrics().sources.outbox = async () => outboxState(await db());
}
