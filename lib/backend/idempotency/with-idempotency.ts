import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { CustomerHandler } from '../customer-guard';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, fail } from '../http';

/** How long a key's answer is kept: a change queued offline is sent within a working day. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60_000;

/** A key the client makes: a UUID fits; anything printable up to 100 characters is taken. */
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

/** A repeat is marked, so a client (and a test) can tell it was not done again. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Thrown inside the transaction to undo the key of an answer that must not be kept (a 5xx). */
class NotKept extends Error {
  constructor(readonly response: Response) {
    super('answer not kept');
  }
}

function fingerprintOf(request: Request, url: URL, body: string): string {
  return createHash('sha256').update(`${request.method} ${url.pathname}\n${body}`).digest('hex');
}

function stored(status: number, body: string, replayed: boolean): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' });
  if (replayed) headers.set(REPLAYED_HEADER, 'true');
  return new Response(body, { status, headers });
}

/** Deletes the person's keys older than the lifetime: each keyed request sweeps its own, so rows do not pile up. */
export async function sweepIdempotencyKeys(db: Db, customerId: number, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.customerId, customerId), lt(idempotencyKeys.createdAt, before)));
}

/**
 * Honours an `Idempotency-Key` header on a basket change (docs/decisions/064-offline-cart-changes.md):
 * the first request with a key does the change and keeps its answer for the person and key; a
 * repeat gets that answer (marked `Idempotent-Replayed`) and changes nothing; the key with another
 * method, path or body is 422 `messages.idempotency.mismatch`. The key's row is inserted first in
 * the change's own transaction, so a concurrent twin waits on the unique key and then reads the
 * answer: two identical requests at once make one change. A 5xx answer keeps no key (retry does
 * the change). Without the header the handler runs as before.
 */
export function withIdempotency(handler: CustomerHandler): CustomerHandler {
  return async (ctx) => {
    const key = ctx.request.headers.get('idempotency-key');
    if (key === null) return handler(ctx);
    if (!KEY_PATTERN.test(key)) return badRequest([{ key: 'idempotencyKey', code: 'messages.validation.idempotencyKey.invalid' }]);
    const customerId = ctx.customer.id;
    const body = await ctx.request.clone().text();
    const fingerprint = fingerprintOf(ctx.request, ctx.url, body);
    await sweepIdempotencyKeys(ctx.db, customerId);
    try {
      return await ctx.db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(idempotencyKeys)
          .values({ customerId, key, fingerprint })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (!claimed) return earlierAnswer(tx, customerId, key, fingerprint);
        const response = await handler({ ...ctx, db: tx });
        if (response.status >= 500) throw new NotKept(response);
        const text = await response.text();
        await tx
          .update(idempotencyKeys)
          .set({ status: response.status, body: text })
          .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)));
        return stored(response.status, text, false);
      });
    } catch (error) {
      if (error instanceof NotKept) return error.response;
      throw error;
    }
  };
}

/** The answer kept for a key already used: the same request gets it again, another one is refused. */
async function earlierAnswer(db: Db, customerId: number, key: string, fingerprint: string): Promise<Response> {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.customerId, customerId), eq(idempotencyKeys.key, key)))
    .limit(1);
  // the twin's transaction committed before this insert could conflict, so its answer is there (else: try again)
  if (!row || row.status === null || row.body === null) return fail(409, [{ key: 'idempotencyKey', code: 'messages.idempotency.inProgress' }]);
  if (row.fingerprint !== fingerprint) return fail(422, [{ key: 'idempotencyKey', code: 'messages.idempotency.mismatch' }]);
  return stored(row.status, row.body, true);
}
