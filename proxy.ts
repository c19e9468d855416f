import { NextResponse, type NextRequest } from 'next/server';
import { isOrderConfirmationPath, orderIdSegment } from '@/lib/shop/urls/account-paths';
import { listingRewritePath } from '@/lib/shop/urls/listing-segment';
import { hasMalformedEscape, hasRefusedCharacters } from '@/lib/shop/urls/malformed-path';
import { SESSION_COOKIE } from '@/lib/shop/account/session-cookies';
import { decodeParam } from '@/lib/shop/urls/route-params';
import { isUnknownOrder } from '@/lib/server/unknown-order';
import { canonicalPagePath } from '@/lib/shop/urls/trailing-slash';
import { answerListingRequest } from '@/lib/server/listing-request';

/**
 * Cheap request-level work only:
 * - A path with a malformed percent-escape is served the not-found page (404); Next itself would
 *   fail on decoding its params with a bare 500. So is a page path with a control or bidi-override
 *   character, which the backend refuses (400) and no address of the shop holds.
 * - A page path with a trailing slash is redirected (308) to its slash-less form, as Next would
 *   without skipTrailingSlashRedirect, which is set so that /admin/v1/sign/out/ reaches the proxy.
 * - A visitor without the session cookie cannot be signed in, so account pages, order confirmations and the quick order
 *   redirect to login here without rendering; pages still check the session on the server (never the only guard).
 * - An order page (detail or confirmation) the backend does not know for this customer is served the not-found page (404):
 *   the page's own check runs after its static shell went out with 200 (Cache Components).
 * - Category and blog-list addresses with listing query params (lm, pg, or, st, f) are served from a
 *   path that carries that state (lib/shop/urls/listing-segment.ts), so those pages read no searchParams and
 *   stay whole in the cache: complete HTML even without JavaScript. The visible URL keeps the query.
 *   A category's query is first brought to its one written form (lib/server/listing-request.ts:
 *   308 or 400), so only states the shop links to are rendered and cached; the internal listing
 *   path passes only in the form that rewrite makes (404 otherwise).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  // no route matches /404: Next renders the not-found page with its status
  if (hasMalformedEscape(pathname) || hasRefusedCharacters(pathname)) return NextResponse.rewrite(new URL('/404', request.url));
  const canonical = canonicalPagePath(pathname);
  if (canonical) {
    // request.url, not nextUrl: a NextURL remembers the trailing slash and would put it back.
    const target = new URL(request.url);
    target.pathname = canonical;
    return NextResponse.redirect(target, 308);
  }
  if (pathname === '/rychla-objednavka' && !request.cookies.has(SESSION_COOKIE)) return toLogin(request, pathname);
  // a card payment's outcome is the customer's own (docs/decisions/061-card-payments.md)
  if (pathname.startsWith('/platba/') && !request.cookies.has(SESSION_COOKIE)) return toLogin(request, pathname);
  if (pathname === '/account' || pathname.startsWith('/account/') || isOrderConfirmationPath(pathname)) {
    if (request.cookies.has(SESSION_COOKIE)) {
      // a prefetch (the orders list links every order) carries no customer data: not worth a backend call
      const orderId = request.headers.has('next-router-prefetch') ? null : orderIdSegment(pathname);
      const unknown = orderId !== null && (await isUnknownOrder(decodeParam(orderId) ?? orderId, request.headers.get('cookie')));
      return unknown ? NextResponse.rewrite(new URL('/404', request.url)) : NextResponse.next();
    }
    return toLogin(request, pathname);
  }
  if (pathname.startsWith('/category/')) return answerListingRequest(request);
  const rewrite = listingRewritePath(pathname, searchParams);
  if (!rewrite) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = rewrite;
  return NextResponse.rewrite(target);
}

/** To the login page, which sends the customer back to `pathname` after signing in. */
function toLogin(request: NextRequest, pathname: string): NextResponse {
  const login = new URL('/login', request.url);
  login.searchParams.set('next', pathname);
  return NextResponse.redirect(login);
}

export const config = {
  // Only the requests that have work here: a proxy call costs a guest page view about a fifth of
  // its serving time, so home, product, article and text pages without a '%' skip it. The listing
  // params are lm, pg, or and st (docs/rules.md#states), and f, the parameter filters. Paths are matched raw, so '%' catches every
  // percent-escape, malformed ones included. A trailing slash outside /admin/v1, /media and
  // /_next is redirected here. Next reads this statically: literals only.
  matcher: [
    '/account/:path*',
    '/objednavka/:path*',
    '/rychla-objednavka',
    '/platba/:path*',
    { source: '/category/:path*', has: [{ type: 'query', key: 'lm' }] },
    { source: '/category/:path*', has: [{ type: 'query', key: 'pg' }] },
    { source: '/category/:path*', has: [{ type: 'query', key: 'or' }] },
    { source: '/category/:path*', has: [{ type: 'query', key: 'st' }] },
    { source: '/category/:path*', has: [{ type: 'query', key: 'f' }] },
    // the internal listing path (a category url never holds '~'), also when asked for directly
    '/category/:path(.*~.*)',
    { source: '/blog', has: [{ type: 'query', key: 'pg' }] },
    '/:path(.*%.*)',
    '/:path((?!admin/v1/|media/|_next/).+/)',
  ],
};
