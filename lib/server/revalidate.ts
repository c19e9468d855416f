import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { settings } from '@/lib/config/env';
import { isKnownTag } from './cache-manifest';

const bodySchema = z.object({
  tags: z.array(z.string().trim().min(1).max(256)).min(1).max(64),
});

export interface RevalidateDeps {
  /** REVALIDATE_SECRET; unset turns the webhook off (404) */
  secret: string | undefined;
  revalidate: (tag: string) => void;
}

const defaultDeps = (): RevalidateDeps => ({
  secret: settings().REVALIDATE_SECRET,
  // 'max': stale-while-revalidate, the next visitor gets the old page while the new one renders
  revalidate: (tag) => revalidateTag(tag, 'max'),
});

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
 * expired, so an upstream never believes it refreshed a page that no tag of its carries.
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
  for (const tag of tags) deps.revalidate(tag);
  return json(200, { success: true, revalidated: tags });
}
