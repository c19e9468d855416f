import 'server-only';
import { log } from '@/lib/runtime/instance/log';
import { getDb } from './db/client';
import { isConnectionError } from './db/errors';
import { badRequest, fail, unavailable } from './http';
import { invalidCharactersInParams } from './path-params';
import { buildRouter } from './routes';
import type { Router } from './router';
import { resolveSession, type Session } from './session';
import { testHooksEnabled } from './handlers/test-hooks';
import { withTestHooks } from './with-test-hooks';

/*
 * The embedded reference backend as a plain fetch handler: the same HTTP contract as the real
 * backend, answered in process (or over HTTP by `npm run backend`).
 */

/** One request's answer by the routes of `router`. */
async function answer(router: Router, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const found = router.match(request.method, url.pathname);
  if (found === null) return fail(404, [{ key: 'route', code: 'messages.route.notFound' }]);
  if (found === 'malformed-path') return fail(400, [{ key: 'path', code: 'messages.path.invalid' }]);
  if (found === 'method-not-allowed') return fail(405, [{ key: 'method', code: 'messages.method.notAllowed' }]);
  const badParam = invalidCharactersInParams(found.params, url.searchParams);
  if (badParam) return badRequest([badParam]);
  try {
    const db = await getDb();
    let session: Promise<Session | null> | undefined;
    return await found.handler({
      request,
      url,
      params: found.params,
      db,
      session: () => (session ??= resolveSession(db, request)),
    });
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

/**
 * The backend as one fetch handler over a router built now; the e2e hooks (E2E_TEST_HOOKS=1) wrap it
 * here, once, so a production request passes no test branch.
 */
export function buildBackend(): (request: Request) => Promise<Response> {
  const router = buildRouter();
  const backend = (request: Request) => answer(router, request);
  return testHooksEnabled() ? withTestHooks(backend) : backend;
}

/** The backend every caller shares (lib/server/transport.ts, `npm run backend`), built once. */
export const handleBackendRequest = buildBackend();
