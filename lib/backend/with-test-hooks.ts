import 'server-only';
import { fail } from './http';
import { inOutage } from './handlers/test-hooks';
import { answerWithMissing, askedWhileMissing } from './handlers/test-hook-missing';

type BackendHandler = (request: Request) => Promise<Response>;

/**
 * The backend as the e2e tests see it (E2E_TEST_HOOKS=1 only; index.ts wraps it once, where it is
 * built): a path a test took down answers 503, a call a test hid answers as a foreign upstream lacking
 * it, and the summary follows a hidden product lookup. A production backend is never wrapped.
 */
export function withTestHooks(handle: BackendHandler): BackendHandler {
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (inOutage(pathname)) return fail(503, [{ key: 'server', code: 'messages.server.unavailable' }]);
    if (askedWhileMissing(pathname, request)) return new Response('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } });
    return answerWithMissing(request, pathname, await handle(request));
  };
}
