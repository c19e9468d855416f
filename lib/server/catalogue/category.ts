import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getCategoryByUrl } from '@/lib/api/calls/catalogue';
import { ApiError } from '@/lib/api/errors';
import type { Category } from '@/lib/api/schemas/category';
import { publicApi } from '@/lib/server/api';

/**
 * A category page's header by its whole route path ("cctv/ip-kamery"), shared by every visitor;
 * null when the backend does not know it. Callers check the path against the menu first.
 */
export async function loadCategory(lang: string, path: string): Promise<Category | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(`category-url:${path}`);
  const slug = path.split('/').at(-1) ?? '';
  try {
    const category = await getCategoryByUrl(publicApi, slug, lang, path);
    cacheTag(`category:${category.id}`);
    return category;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      // a category may appear soon after the menu names it: do not remember its absence long
      cacheLife('minutes');
      return null;
    }
    throw error;
  }
}
