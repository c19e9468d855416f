import 'server-only';
import { z } from 'zod';
import { shopSetCookie } from '@/lib/shop/account/cookies';
import { AUTH_CHECK_COOKIE, SIGNED_IN_HINT_COOKIE } from '@/lib/shop/account/session-cookies';
import { SESSION_MAX_MS } from '@/lib/runtime/config/session-lifetime';

/** What the proxy does about the auth_check cookie for one call (docs/contract.md#auth). */
export type AuthCookieAction = 'set-from-sign-in' | 'clear' | 'session-check' | null;

/** Accepting an invitation into a company signs the invitee in as POST /sign/in does (docs/decisions/059-company-accounts.md). */
const INVITATION_ACCEPT = /^\/x\/company\/invitation\/[^/]+\/accept$/;

/**
 * POST /sign/in (and an invitation's accept, which signs in too) stores auth_check; GET /sign/out/
 * (slash or not) clears it; GET /sign/user may end the signed-in hint. `apiPath` is below /admin/v1.
 */
export function authCookieAction(method: string, apiPath: string): AuthCookieAction {
  const path = apiPath.replace(/\/$/, '');
  if (method === 'POST' && (path === '/sign/in' || INVITATION_ACCEPT.test(path))) return 'set-from-sign-in';
  if (method === 'GET' && path === '/sign/out') return 'clear';
  if (method === 'GET' && path === '/sign/user') return 'session-check';
  return null;
}

/** True when the browser reached the shop over https (request URL, or X-Forwarded-Proto as Next sets it). */
export function isSecureRequest(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

const SESSION_MAX_SECONDS = Math.floor(SESSION_MAX_MS / 1000);

/** Set-Cookie storing auth_check for as long as a session can live (SESSION_MAX_DAYS). */
export function authCheckCookie(value: string, secure: boolean): string {
  return shopSetCookie({ name: AUTH_CHECK_COOKIE, value, secure, maxAge: SESSION_MAX_SECONDS, httpOnly: true });
}

/** Set-Cookie removing auth_check. */
export function clearAuthCheckCookie(secure: boolean): string {
  return shopSetCookie({ name: AUTH_CHECK_COOKIE, value: '', secure, maxAge: 0, httpOnly: true });
}

/** Set-Cookie of the signed-in hint the browser reads (lib/shop/account/session-cookies.ts); no secret in it. */
export function signedInHintCookie(secure: boolean): string {
  return shopSetCookie({ name: SIGNED_IN_HINT_COOKIE, value: '1', secure, maxAge: SESSION_MAX_SECONDS, httpOnly: false });
}

/** Set-Cookie removing the signed-in hint. */
export function clearSignedInHintCookie(secure: boolean): string {
  return shopSetCookie({ name: SIGNED_IN_HINT_COOKIE, value: '', secure, maxAge: 0, httpOnly: false });
}

const signInSchema = z.object({
  success: z.boolean().optional(),
  user: z.object({ auth_check: z.string().min(1) }),
});

/**
 * For a sign-in response: the same response (body bytes unchanged) plus the auth_check cookie
 * when it succeeded (2xx, `success` not false, `user.auth_check` a string); else as it came.
 */
export async function withAuthCheckFromSignIn(response: Response, secure: boolean): Promise<Response> {
  if (!response.ok || response.body === null) return response;
  const bytes = await response.arrayBuffer();
  const rebuilt = new Response(bytes, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return rebuilt;
  }
  const result = signInSchema.safeParse(parsed);
  if (result.success && result.data.success !== false) {
    rebuilt.headers.append('set-cookie', authCheckCookie(result.data.user.auth_check, secure));
    rebuilt.headers.append('set-cookie', signedInHintCookie(secure));
  }
  return rebuilt;
}
