import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/backend/db/client';
import { sessions } from '@/lib/backend/db/schema';
import { sha256 } from '@/lib/backend/session';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '@/lib/runtime/config/session-lifetime';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/backend';
import { sessionWorks, signIn, SLOW } from './helpers';

jest.setTimeout(SLOW);

const HOUR = 3_600_000;

/** Moves a session's clock: as if it was last used, or expires, at the given moment. */
async function setSession(sid: string, values: { lastSeenAt?: Date; expiresAt?: Date }) {
  const db = await getDb();
  await db
    .update(sessions)
    .set(values)
    .where(eq(sessions.idHash, sha256(sid)));
}

describe('session lifetime', () => {
  it('stores only a hash of the session id', async () => {
    const { sid } = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const db = await getDb();
    const rows = await db.select().from(sessions);
    expect(rows.some((row) => row.idHash === sid)).toBe(false);
    expect(rows.some((row) => row.idHash === sha256(sid))).toBe(true);
  });

  it('ends a session idle for longer than the idle limit, keeps one used just inside it', async () => {
    const idle = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const recent = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    await setSession(idle.sid, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - HOUR) });
    await setSession(recent.sid, { lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS + HOUR) });
    expect(await sessionWorks(idle.cookie)).toBe(false);
    expect(await sessionWorks(recent.cookie)).toBe(true);
  });

  it('ends a session past its absolute expiry even when it was used a moment ago', async () => {
    const signedIn = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const expiresAt = signedIn.response.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))
      ?.match(/Expires=([^;]+)/)?.[1];
    // the cookie and the row expire together, at most SESSION_MAX_MS after sign-in
    expect(new Date(expiresAt ?? 0).getTime()).toBeLessThanOrEqual(Date.now() + SESSION_MAX_MS);
    await setSession(signedIn.sid, { lastSeenAt: new Date(), expiresAt: new Date(Date.now() - 1000) });
    expect(await sessionWorks(signedIn.cookie)).toBe(false);
  });
});
