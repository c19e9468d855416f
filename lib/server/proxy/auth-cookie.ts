import 'server-only';
import { z } from 'zod';
import { AUTH_CHECK_COOKIE, SESSION_MAX_MS } from '@/lib/session-cookies';

/** What the proxy does about the auth_check cookie for one call (contract.md, Auth). */
export type AuthCookieAction = 'set-from-sign-in' | 'clear' | null;

/** POST /sign/in stores auth_check; GET /sign/out/ (slash or not) clears it. `apiPath` is below /admin/v1. */
export function authCookieAction(method: string, apiPath: string): AuthCookieAction {
  const path = apiPath.replace(/\/$/, '');
  if (method === 'POST' && path === '/sign/in') return 'set-from-sign-in';
  if (method === 'GET' && path === '/sign/out') return 'clear';
  return null;
}

/** True when the browser reached the shop over https (request URL, or X-Forwarded-Proto as Next sets it). */
export function isSecureRequest(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

function cookie(value: string, secure: boolean, maxAgeSeconds: number): string {
  const parts = [`${AUTH_CHECK_COOKIE}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  parts.push(`Max-Age=${maxAgeSeconds}`);
  return parts.join('; ');
}

/** Set-Cookie storing auth_check for as long as a session can live (SESSION_MAX_DAYS). */
export function authCheckCookie(value: string, secure: boolean): string {
  return cookie(value, secure, Math.floor(SESSION_MAX_MS / 1000));
}

/** Set-Cookie removing auth_check. */
export function clearAuthCheckCookie(secure: boolean): string {
  return cookie('', secure, 0);
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
  }
  return rebuilt;
}
