import 'server-only';
import type { Category } from '@/lib/contract/schemas/category';
import { findMenuTrail, type MenuTrail } from '@/lib/shop/catalogue/menu-trail';
import { decodeParam } from '@/lib/shop/urls/route-params';
import { loadCategory } from './category';
import { readMenu } from './menu';

export interface CategoryRoute {
  category: Category;
  trail: MenuTrail;
  /** decoded segments joined: "cctv/ip-kamery" */
  path: string;
}

/**
 * Resolves a category route's raw (percent-encoded) segments: decoded once here, checked against
 * the menu tree, then read from the backend. null means 404 (malformed, unknown, wrong parents).
 */
export async function resolveCategoryRoute(lang: string, rawSegments: readonly string[]): Promise<CategoryRoute | null> {
  const segments = rawSegments.map(decodeParam);
  if (segments.some((segment) => !segment)) return null;
  const decoded = segments as string[];
  // the real menu or an error page: an unreadable menu must not answer "no such category"
  const trail = findMenuTrail(await readMenu(lang), decoded);
  if (!trail) return null;
  const path = decoded.join('/');
  const category = await loadCategory(lang, path);
  return category ? { category, trail, path } : null;
}
