import 'server-only';
import { and, eq } from 'drizzle-orm';
import { textPages } from '../db/schema';
import { notFound, ok } from '../http';
import type { Handler } from '../router';

/** GET /text-pages/url/{lang}/{url}: a text page by language and url. */
export const getTextPage: Handler = async ({ db, params }) => {
  const [row] = await db
    .select({ title: textPages.title, content: textPages.content })
    .from(textPages)
    .where(and(eq(textPages.lang, params.lang ?? 'sk'), eq(textPages.slug, params.url ?? '')))
    .limit(1);
  if (!row) return notFound('page');
  return ok({ page: row }, { cache: 'public' });
};
