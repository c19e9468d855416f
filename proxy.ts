import { NextResponse, type NextRequest } from 'next/server';
import { listingRewritePath } from '@/lib/listing-segment';
import { SESSION_COOKIE } from '@/lib/session-cookies';

/**
 * Cheap request-level work only:
 * - A visitor without the session cookie cannot be signed in, so account pages redirect to login
 *   here without rendering; pages still check the session on the server (never the only guard).
 * - Category and blog-list addresses with listing query params (lm, pg, or, st) are served from a
 *   path that carries that state (lib/listing-segment), so those pages read no searchParams and
 *   stay whole in the cache: complete HTML even without JavaScript. The visible URL keeps the query.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname === '/account' || pathname.startsWith('/account/')) {
    if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
    const login = new URL('/login', request.url);
    login.searchParams.set('next', pathname);
    return NextResponse.redirect(login);
  }
  const rewrite = listingRewritePath(pathname, searchParams);
  if (!rewrite) return NextResponse.next();
  const target = request.nextUrl.clone();
  target.pathname = rewrite;
  return NextResponse.rewrite(target);
}

export const config = {
  // Skips /admin/v1, /_next and files by listing only the pages it works on.
  matcher: ['/account', '/account/:path*', '/category/:path*', '/blog'],
};
