import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE } from '@/lib/session-cookies';

/**
 * Cheap request-level work only. A visitor without the session cookie cannot be signed in,
 * so account pages redirect to login here without rendering; pages still check the session
 * on the server, because this is never the only guard.
 */
export function proxy(request: NextRequest) {
  if (!request.cookies.has(SESSION_COOKIE)) {
    const login = new URL('/login', request.url);
    login.searchParams.set('next', request.nextUrl.pathname);
    return NextResponse.redirect(login);
  }
  return NextResponse.next();
}

export const config = {
  // Skips /admin/v1, /_next and files by listing only the guarded pages.
  matcher: ['/account', '/account/:path*'],
};
