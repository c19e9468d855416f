import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import { metrics } from '@/lib/runtime/metrics/registry.mjs';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { fail } from '../http';

/** One fixed-window limit: at most `limit` counted events per `windowMs`. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  /** true once the window's count is above the limit */
  blocked: boolean;
  /** whole seconds until the window ends (Retry-After) */
  retryAfter: number;
}

/** Windows older than this are dead for every limit (the longest is an hour). */
const PRUNE_AFTER_MS = 24 * 60 * 60_000;
/** About one hit in 50 sweeps dead windows, so the table stays small without a scheduler. */
const PRUNE_PROBABILITY = 0.02;

/**
 * Counts one event under `key` and says whether the limit is exceeded. The count is taken
 * BEFORE the guarded work (one atomic upsert), so parallel requests cannot all slip under
 * the limit; an expired window restarts at 1. A blocked call does not extend the window.
 */
export async function hitRateLimit(db: Db, key: string, { limit, windowMs }: RateLimit): Promise<RateLimitResult> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = sql`${rateLimits.windowStart} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (Math.random() < PRUNE_PROBABILITY) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - PRUNE_AFTER_MS)));
  }
  if (!row) return { blocked: false, retryAfter: 0 };
  const retryAfter = Math.max(1, Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { blocked: row.count > limit, retryAfter };
}

/**
 * Whether `key` has already used up its limit in the live window, counting nothing: for limits
 * that count only failures, recorded afterwards with hitRateLimit. Blocked once `limit` are counted.
 */
export async function checkRateLimit(db: Db, key: string, { limit, windowMs }: RateLimit): Promise<RateLimitResult> {
  const now = Date.now();
  const [row] = await db.select({ count: rateLimits.count, windowStart: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  const windowEnd = row ? row.windowStart.getTime() + windowMs : 0;
  if (!row || windowEnd <= now) return { blocked: false, retryAfter: 0 };
  return { blocked: row.count >= limit, retryAfter: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}

/** Forgets a key's window (a successful sign-in clears its account's failures). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Takes back one counted event that turned out not to be a failure. */
export async function uncountRateLimit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** 429 with Retry-After and `messages.rateLimit.tooMany`. */
export function tooManyRequests(retryAfter: number): Response {
  metrics().rateLimitRefusals.inc();
  return fail(429, [{ key: 'rateLimit', code: 'messages.rateLimit.tooMany' }], { 'Retry-After': String(retryAfter) });
}
