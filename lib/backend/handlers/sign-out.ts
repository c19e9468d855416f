import 'server-only';
import { ok } from '../http';
import type { Handler } from '../router';
import { endSession, sessionCookie } from '../session';

/** GET /sign/out/ (slash optional): ends the current session if there is one, clears the sid cookie; always success. */
export const signOut: Handler = async ({ db, request }) => {
  await endSession(db, request);
  return ok({}, { headers: { 'Set-Cookie': sessionCookie(request, null) } });
};
