import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { settings } from '@/lib/runtime/config/env';
import { isKnownTag } from './cache-manifest';
import { cacheServerAnswers } from './cache-server';

const bodySchema = z.object({
  tags: z.array(z.string().trim().min(1).max(256)).min(1).max(64),
});

export interface RevalidateDeps {
  /** REVALIDATE_SECRET; unset turns the webhook off (404) */
  secret: string | undefined;
  revalidate: (tag: string) => void;
  /** With REDIS_URL: whether the shared cache, where every instance looks for tag expiries, answers now. */
  sharedCacheAnswers?: () => Promise<boolean>;
}

/** How long the webhook waits for the shared cache server's PONG before it refuses. */
const SHARED_CACHE_PROBE_MS = 1000;

const defaultDeps = (): RevalidateDeps => {
  const redisUrl = settings().REDIS_URL;
  return {
    secret: settings().REVALIDATE_SECRET,
    // 'max': stale-while-revalidate, the next visitor gets the old page while the new one renders
    revalidate: (tag) => revalidateTag(tag, 'max'),
    sharedCacheAnswers: redisUrl ? () => cacheServerAnswers(redisUrl, SHARED_CACHE_PROBE_MS) : undefined,
  };
};

/** Compares digests, so neither length nor content leaks through timing. */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function json(status: number, body: object): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * POST /api/revalidate: the catalogue's webhook. `Authorization: Bearer <REVALIDATE_SECRET>`
 * and `{ "tags": ["offers", "blog:novinky"] }` expire those cache tags. Only tags of the kinds in
 * lib/server/cache-manifest.ts are accepted: any other is refused (400, naming it) and nothing is
 * expired, so an upstream never believes it refreshed a page that no tag of its carries. With a
 * shared cache (REDIS_URL) that does not answer, nothing is expired and the answer is 503: a
 * revalidation the other instances would never see must be sent again, not reported done.
 */
export async function handleRevalidate(request: Request, deps: RevalidateDeps = defaultDeps()): Promise<Response> {
  if (!deps.secret) return json(404, { success: false });
  const header = request.headers.get('authorization') ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!given || !sameSecret(given, deps.secret)) return json(401, { success: false });
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return json(400, { success: false, error: [{ key: 'body', code: 'messages.validation.body.invalid' }] });
  }
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) return json(400, { success: false, error: [{ key: 'tags', code: 'messages.validation.tags.invalid' }] });
  const tags = [...new Set(parsed.data.tags)];
  const unknown = tags.filter((tag) => !isKnownTag(tag));
  if (unknown.length > 0) return json(400, { success: false, error: [{ key: 'tags', code: 'messages.validation.tags.unknown' }], unknownTags: unknown });
  if (deps.sharedCacheAnswers && !(await deps.sharedCacheAnswers())) {
    return json(503, { success: false, error: [{ key: 'cache', code: 'messages.server.error' }] });
  }
  for (const tag of tags) deps.revalidate(tag);
  return json(200, { success: true, revalidated: tags });
}
