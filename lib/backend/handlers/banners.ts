import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { banners } from '../db/schema';
import { ok } from '../http';
import type { Handler } from '../router';

/** GET /banners/top/{lang} */
export const getTopBanners: Handler = async ({ db, params }) => {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.lang, params.lang ?? 'sk'), eq(banners.active, true)))
    .orderBy(asc(banners.position));
  return ok({ banners: rows.map((b) => ({ image: b.image, label: b.label, url: b.url })), error: [] }, { cache: 'public' });
};
