import 'server-only';
import { connection } from 'next/server';
import { ApiError } from '@/lib/api/errors';
import { isBuildPhase } from '@/lib/config/env';
import { log } from '@/lib/instance/log';
import { retrySoon } from '@/lib/server/cache-manifest';

/**
 * For a part of a page that must not break it (menu, slideshow, home sections): `read` (a 'use
 * cache' function that throws when the backend fails, so no cache stores the failure), or
 * `fallback`, logged as "<what> could not be loaded". Call OUTSIDE 'use cache'. Where the failed
 * call is named: lib/server/api.ts.
 * - A request's own render goes on with the fallback.
 * - A regeneration must not store a page without the part: `connection()` stops its prerender.
 *   Not yet enough: a home page regenerated while the blog call hung was served without any of its
 *   sections afterwards (README, Design decisions).
 * - During the build `read` answers null instead of throwing (orNullInBuild): the page is built with
 *   the fallback and lives minutes instead of hours, so it is rendered again soon after the release.
 */
export async function readOrFallback<T>(what: string, fallback: T, read: () => Promise<T | null>): Promise<T> {
  try {
    return (await read()) ?? fallback;
  } catch (error) {
    // Before the log line: its timestamp reads the clock, and Next aborts a prerender that does
    // (a build stopped with "used `Date.now()`").
    await connection();
    log().error({ err: error }, `${what} could not be loaded`);
    return fallback;
  }
}

/**
 * Call INSIDE the 'use cache' read that readOrFallback is given. Outside the build, the read's own
 * answer or error. During `next build` a failed read answers null, kept for minutes (so is every
 * page that reads it), with one warn line: one failed teaser must not block a release. Next fails a
 * build on any error that leaves a cached function, even one the page catches, so it stays in here.
 * (Not a Suspense hole left to request time: React sends a finished boundary of a section's size, after
 * a header this large, as a hidden segment only a script reveals, so working home pages would lose
 * their HTML-only sections.)
 */
export async function orNullInBuild<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!isBuildPhase()) throw error;
    retrySoon();
    log().warn({ err: error }, `${what} could not be loaded during the build: the page is built without it and rendered again within minutes`);
    return null;
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
