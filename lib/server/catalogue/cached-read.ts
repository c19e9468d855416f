import 'server-only';
import { connection } from 'next/server';
import { ApiError } from '@/lib/api/errors';
import { log } from '@/lib/instance/log';
import { retrySoon } from '@/lib/server/cache-manifest';

/**
 * For a part of a page that must not break it (menu, slideshow, home sections): `read` (a 'use
 * cache' function that throws when the backend fails, so no cache stores the failure), or
 * `fallback` for this one render, logged as "<what> could not be loaded". Call OUTSIDE 'use cache'.
 * A page rendered with the fallback must not be stored either: `connection()` makes a prerender
 * (a background regeneration, the build) stop there, so Next keeps the page it had; a request's
 * own render goes on with the fallback.
 */
export async function readOrFallback<T>(what: string, fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    log().error({ err: error }, `${what} could not be loaded`);
    await connection();
    return fallback;
  }
}

/**
 * The read's answer, or null when the backend answers `status` (404: it does not know the entity;
 * errors do not keep their class through the cache, so the answer says it instead). With
 * `retrySoon` that null is kept for minutes only (an entity may appear soon after the menu names
 * it). Other errors propagate to the page's error boundary. Call inside a 'use cache' function.
 */
export async function readOrNull<T>(status: 400 | 404, read: () => Promise<T>, options: { retrySoon?: boolean } = {}): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === status)) throw error;
    if (options.retrySoon) retrySoon();
    return null;
  }
}
