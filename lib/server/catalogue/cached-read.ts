import 'server-only';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { connection } from 'next/server';
import { ApiError } from '@/lib/contract/errors';
import { isBuildPhase } from '@/lib/runtime/config/env';
import { log } from '@/lib/runtime/instance/log';
import { retrySoon } from '@/lib/server/cache-manifest';

/**
 * For a part of a page that must not break it (menu, slideshow, home sections): `read` (a 'use
 * cache' function that throws when the backend fails, so no cache stores the failure), or
 * `fallback`, logged as "<what> could not be loaded". Call OUTSIDE 'use cache'. Where the failed
 * call is named: lib/server/api.ts.
 * - A request's own render goes on with the fallback.
 * - A page Next renders to store it (the build, a regeneration) tells `read` so (`storing`): a read
 *   that passes it to orNullWhenStoring answers null, and the page is stored with the fallback for
 *   minutes instead of hours, so it is rendered again soon. A read that still throws there fails
 *   the render, so Next stores no page without the part (awaiting `connection()` there instead
 *   left a hole outside any Suspense, and Next stored a home page with none of its sections).
 */
export async function readOrFallback<T>(what: string, fallback: T, read: (storing: boolean) => Promise<T | null>): Promise<T> {
  const storing = isPrerendering();
  try {
    return (await read(storing)) ?? fallback;
  } catch (error) {
    if (storing) throw error;
    // Before the log line, which reads the clock: harmless in a request, but it says so.
    await connection();
    log().error({ err: error }, `${what} could not be loaded`);
    return fallback;
  }
}

/**
 * True while Next renders a page to store it (the build or a regeneration), false in one request's
 * own render. Next has no public call for this; its own error boundary asks the same store the
 * same way (next/dist/client/components/handle-isr-error.js) to keep failed renders out of its cache.
 */
function isPrerendering(): boolean {
  const type = workUnitAsyncStorage.getStore()?.type;
  return type === 'prerender' || type === 'prerender-client' || type === 'prerender-legacy';
}

/**
 * Call INSIDE the 'use cache' read that readOrFallback is given, with the `storing` it got (an
 * argument of the cached read, so a stored page's entry and a request's are kept apart). For a
 * request, the read's own answer or error. For a page being stored (the build, a regeneration) a
 * failed read answers null, kept for minutes (so is every page that reads it), with one warn line:
 * one failed teaser must not block a release nor cost the home page all its sections. Next fails
 * such a render on any error that leaves a cached function, even one the page catches, so it stays
 * in here. (Not a Suspense hole left to request time: React sends a finished boundary of a
 * section's size, after a header this large, as a hidden segment only a script reveals, so working
 * home pages would lose their HTML-only sections.)
 */
export async function orNullWhenStoring<T>(what: string, storing: boolean, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!storing) throw error;
    retrySoon();
    const during = isBuildPhase() ? 'during the build: the page is built' : 'while its page was rendered to be stored: the page is stored';
    log().warn({ err: error }, `${what} could not be loaded ${during} without it and rendered again within minutes`);
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
