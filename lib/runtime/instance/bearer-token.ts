import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an Authorization header sends `Bearer <token>`, compared in constant time (of the digests,
 * so lengths leak nothing). False whenever the token is unset: an endpoint without its secret is closed.
 */
export function sendsBearerToken(authorization: string | null | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}
