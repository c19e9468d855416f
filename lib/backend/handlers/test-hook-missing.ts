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
// bringing a call back must not bring it back for another still hiding it, and how often it was
// asked while hidden (a page must not ask a call its upstream lacks). On globalThis: Next bundles
// the API route and the pages apart, each with its own copy of this module.
type Hidden = { path: string; scope: string | null; holders: number; asked: number };
const hidden: Map<string, Hidden> = ((globalThis as { __e2eMissing?: Map<string, Hidden> }).__e2eMissing ??= new Map<string, Hidden>());

const keyOf = (path: string, scope: string | null) => `${scope ?? ''} ${path}`;

/** The hidden prefix of `pathname` for this request (every request's, or its scope cookie's), if any. */
function hiddenFor(pathname: string, request: Request): Hidden | undefined {
  if (hidden.size === 0) return undefined;
  let scope: string | null | undefined;
  for (const entry of hidden.values()) {
    if (!pathname.startsWith(entry.path)) continue;
    if (entry.scope === null) return entry;
    scope ??= readCookies(request.headers.get('cookie'))[E2E_SCOPE_COOKIE] ?? null;
    if (entry.scope === scope) return entry;
  }
  return undefined;
}

/**
 * True while a test has made calls under a prefix of `pathname` missing for this request (every
 * request, or those carrying its scope cookie). Asked only by a backend built with the hooks (with-test-hooks.ts).
 */
export function isMissing(pathname: string, request: Request): boolean {
  return hiddenFor(pathname, request) !== undefined;
}

/** isMissing for a request the backend is answering: a hidden call asked is counted (setMissing answers the count). */
export function askedWhileMissing(pathname: string, request: Request): boolean {
  const entry = hiddenFor(pathname, request);
  if (entry) entry.asked += 1;
  return entry !== undefined;
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
 * cookie when `scope` is given), or brings them back; answers what is hidden and how often this
 * prefix was asked while hidden.
 */
export const setMissing: Handler = withBody(missingSchema, async (_, body) => {
  const key = keyOf(body.path, body.scope ?? null);
  const entry = hidden.get(key);
  const asked = entry?.asked ?? 0;
  if (body.missing) hidden.set(key, { path: body.path, scope: body.scope ?? null, holders: (entry?.holders ?? 0) + 1, asked });
  else if (entry && entry.holders > 1) entry.holders -= 1;
  else hidden.delete(key);
  return ok({ missing: [...hidden.values()].map(({ path, scope }) => ({ path, scope })), asked });
});

// the calls answering lookup_available: the summary and the page call
const SUMMARY_PREFIXES = ['/admin/v1/x/customer/summary/', '/admin/v1/x/customer/page/'];
const LOOKUP_PATH = '/admin/v1/x/products/lookup';
// the calls answering the user object, and its fields of company accounts (docs/decisions/059-company-accounts.md)
const USER_PATHS = ['/admin/v1/sign/user', '/admin/v1/sign/in', ...SUMMARY_PREFIXES];
const COMPANY_PATH = '/admin/v1/x/company/';
const COMPANY_USER_FIELDS = ['role', 'order_limit_exc_vat', 'site', 'has_sites'];

/** The answer's JSON changed by `change`, status and headers kept (but the length, which changes). */
async function rewritten(response: Response, change: (body: Record<string, unknown>) => Record<string, unknown>): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const body = (await response.json()) as Record<string, unknown>;
  return new Response(JSON.stringify(change(body)), { status: response.status, headers });
}

/** The user object as a backend without company accounts sends it: none of their fields. */
function withoutCompanyFields(body: Record<string, unknown>): Record<string, unknown> {
  if (typeof body.user !== 'object' || body.user === null) return body;
  const user = Object.fromEntries(Object.entries(body.user).filter(([key]) => !COMPANY_USER_FIELDS.includes(key)));
  return { ...body, user };
}

/**
 * A handler's answer as this backend would give it with the hidden calls really missing: while a
 * test hides the product lookup (for this request), the customer summary (and the page call) says
 * the lookup is not available; while it hides the company calls, the user object (sign-in, GET
 * /sign/user, the summary and the page call) has no role, limit or sites, as an upstream without
 * company accounts sends it. Every other answer passes unread.
 */
export async function answerWithMissing(request: Request, pathname: string, response: Response): Promise<Response> {
  if (!response.ok) return response;
  const lookupHidden = SUMMARY_PREFIXES.some((prefix) => pathname.startsWith(prefix)) && isMissing(LOOKUP_PATH, request);
  const companyHidden = USER_PATHS.some((prefix) => pathname.startsWith(prefix)) && isMissing(COMPANY_PATH, request);
  if (!lookupHidden && !companyHidden) return response;
  return rewritten(response, (body) => {
    const changed = companyHidden ? withoutCompanyFields(body) : body;
    return lookupHidden ? { ...changed, lookup_available: false } : changed;
  });
}
