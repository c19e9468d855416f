import 'server-only';
import { z } from 'zod';
import { readCookies } from '@/lib/shop/account/cookies';
import { ok } from '../http';
import type { Handler } from '../router';
import { withBody } from '../request-body';
import { E2E_SCOPE_COOKIE } from './test-hook-scope';

/*
 * How an e2e test hides a call for itself alone. A call hidden with a `scope` is missing only for requests carrying `e2e_scope=<scope>`: the browser's own calls, and the
 * server's calls made with the customer's cookies (lib/server/api customerApi), which the
 * /admin/v1 proxy forwards unchanged in both e2e modes (lib/server/proxy/request-headers).
 * Public `'use cache'` reads carry no cookies: a call read there can only be hidden by a prefix
 * no other test renders (the product's or category's own id).
 */

// Hidden prefixes, each for one scope (null: every request), with how many tests hold it: a test
// bringing a call back must not bring it back for another still hiding it. On globalThis: Next
// bundles the API route and the pages apart, each with its own copy of this module.
type Hidden = { path: string; scope: string | null; holders: number };
const hidden: Map<string, Hidden> = ((globalThis as { __e2eMissing?: Map<string, Hidden> }).__e2eMissing ??= new Map<string, Hidden>());

const keyOf = (path: string, scope: string | null) => `${scope ?? ''} ${path}`;

/**
 * True while a test has made calls under a prefix of `pathname` missing for this request (every
 * request, or those carrying its scope cookie). Asked only by a backend built with the hooks (with-test-hooks.ts).
 */
export function isMissing(pathname: string, request: Request): boolean {
  if (hidden.size === 0) return false;
  let scope: string | null | undefined;
  for (const entry of hidden.values()) {
    if (!pathname.startsWith(entry.path)) continue;
    if (entry.scope === null) return true;
    scope ??= readCookies(request.headers.get('cookie'))[E2E_SCOPE_COOKIE] ?? null;
    if (entry.scope === scope) return true;
  }
  return false;
}

const missingSchema = z.object({
  path: z.string().startsWith('/admin/v1/'),
  missing: z.boolean(),
  scope: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional(),
});

/**
 * POST /test-hooks/missing (e2e only): `{ path, missing, scope? }` makes every call under the
 * prefix `path` answer 404 as a foreign upstream lacking it (for requests carrying the scope
 * cookie when `scope` is given), or brings them back; answers what is hidden.
 */
export const setMissing: Handler = withBody(missingSchema, async (_, body) => {
  const key = keyOf(body.path, body.scope ?? null);
  const entry = hidden.get(key);
  if (body.missing) hidden.set(key, { path: body.path, scope: body.scope ?? null, holders: (entry?.holders ?? 0) + 1 });
  else if (entry && entry.holders > 1) entry.holders -= 1;
  else hidden.delete(key);
  return ok({ missing: [...hidden.values()].map(({ path, scope }) => ({ path, scope })) });
});

// the calls answering lookup_available: the summary and the page call
const SUMMARY_PREFIXES = ['/admin/v1/x/customer/summary/', '/admin/v1/x/customer/page/'];
const LOOKUP_PATH = '/admin/v1/x/products/lookup';

/**
 * A handler's answer as this backend would give it with the hidden calls really missing: while a
 * test hides the product lookup (for this request), the customer summary (and the page call) says the lookup is not
 * available, as a backend without it would. Every other answer passes unread.
 */
export async function answerWithMissing(request: Request, pathname: string, response: Response): Promise<Response> {
  if (!response.ok || !SUMMARY_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || !isMissing(LOOKUP_PATH, request)) return response;
  const body = (await response.json()) as Record<string, unknown>;
  return new Response(JSON.stringify({ ...body, lookup_available: false }), { status: response.status, headers: response.headers });
}
