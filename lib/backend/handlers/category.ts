import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { categories } from '../db/schema';
import { notFound, ok } from '../http';
import type { Handler } from '../router';

const columns = { id: categories.id, name: categories.name, description: categories.description, path: categories.path };

/**
 * GET /category/url/{url}/{lang}: `{url}` is the category's own (last) path segment.
 * Slugs may repeat under different parents, so `?path=cctv/ip-kamery/bullet` picks one exactly
 * (its last segment must be `{url}`); without it the shallowest match wins (then menu position, id).
 * `url` in the answer is the whole path below /category/, as menu items carry it.
 */
export const getCategoryByUrl: Handler = async ({ db, params, url }) => {
  const slug = params.url ?? '';
  const path = url.searchParams.get('path')?.replace(/^\/+|\/+$/g, '');
  let row: { id: number; name: string; description: string; path: string } | undefined;
  if (path) {
    if (path.length > 400 || path.split('/').at(-1) !== slug) return notFound('category');
    [row] = await db
      .select(columns)
      .from(categories)
      .where(and(eq(categories.path, path), eq(categories.slug, slug)))
      .limit(1);
  } else {
    [row] = await db
      .select(columns)
      .from(categories)
      .where(eq(categories.slug, slug))
      .orderBy(asc(categories.depth), asc(categories.position), asc(categories.id))
      .limit(1);
  }
  if (!row) return notFound('category');
  return ok({ category: { id: row.id, name: row.name, description: row.description, url: { url: row.path } } }, { cache: 'public' });
};
