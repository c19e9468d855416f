import 'server-only';
import { getCategoryByUrl } from '@/lib/contract/calls/catalogue';
import type { Category } from '@/lib/contract/schemas/category';
import { publicApi } from '@/lib/server/api';
import { cacheCatalogueRead, tagCatalogueRead, tags } from '@/lib/server/cache-manifest';
import { readOrNull } from './cached-read';

/**
 * A category page's header by its whole route path ("cctv/ip-kamery"), shared by every visitor;
 * null when the backend does not know it. Callers check the path against the menu first; a
 * category may appear soon after the menu names it, so its absence is kept for minutes only.
 */
export async function loadCategory(lang: string, path: string): Promise<Category | null> {
  'use cache';
  cacheCatalogueRead(tags.categoryUrl(path));
  const slug = path.split('/').at(-1) ?? '';
  const category = await readOrNull(404, () => getCategoryByUrl(publicApi, slug, lang, path), { retrySoon: true });
  if (category) tagCatalogueRead(tags.category(category.id));
  return category;
}
