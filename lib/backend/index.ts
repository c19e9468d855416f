import 'server-only';
import { log } from '@/lib/runtime/instance/log';
import { getDb } from './db/client';
import { isConnectionError } from './db/errors';
import { badRequest, fail, unavailable } from './http';
import { invalidCharactersInParams } from './path-params';
import { buildRouter } from './routes';
import { resolveSession, type Session } from './session';
import { inOutage } from './handlers/test-hooks';
import { answerWithMissing, isMissing } from './handlers/test-hook-missing';

const router = buildRouter();

/**
 * The embedded reference backend as a plain fetch handler: the same HTTP contract as the
 * real backend, answered in process (or over HTTP by `npm run backend`).
 */
export async function handleBackendRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (inOutage(url.pathname)) return fail(503, [{ key: 'server', code: 'messages.server.unavailable' }]);
  if (isMissing(url.pathname, request)) return new Response('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } });
  const found = router.match(request.method, url.pathname);
  if (found === null) return fail(404, [{ key: 'route', code: 'messages.route.notFound' }]);
  if (found === 'malformed-path') return fail(400, [{ key: 'path', code: 'messages.path.invalid' }]);
  if (found === 'method-not-allowed') return fail(405, [{ key: 'method', code: 'messages.method.notAllowed' }]);
  const badParam = invalidCharactersInParams(found.params, url.searchParams);
  if (badParam) return badRequest([badParam]);
  try {
    const db = await getDb();
    let session: Promise<Session | null> | undefined;
    const response = await found.handler({
      request,
      url,
      params: found.params,
      db,
      session: () => (session ??= resolveSession(db, request)),
    });
    return await answerWithMissing(request, url.pathname, response);
  } catch (error) {
    if (error instanceof URIError) return fail(400, [{ key: 'path', code: 'messages.path.invalid' }]);
    if (isConnectionError(error)) {
      log().warn({ err: error, method: request.method, path: url.pathname }, 'backend: the database is unavailable, answered 503');
      return unavailable();
    }
    log().error({ err: error, method: request.method, path: url.pathname }, 'backend: request failed');
    return fail(500, [{ key: 'server', code: 'messages.server.error' }]);
  }
}
