import 'server-only';
import { getMenu } from '@/lib/api/calls/shell';
import type { MenuItem } from '@/lib/api/schemas/menu';
import { isBuildPhase } from '@/lib/config/env';
import { publicApi } from '@/lib/server/api';
import { cacheCatalogueRead, tags } from '@/lib/server/cache-manifest';
import { menuForBuild } from './build-check';
import { readOrFallback } from './cached-read';

/**
 * The one menu (header bar, drawer, home tiles), shared by every guest and customer.
 * A failed read gives an empty menu for a minute: the shell must render without it. During
 * `next build` an unreadable or empty menu stops the build instead (build-check.ts).
 */
export async function loadMenu(lang: string): Promise<MenuItem[]> {
  'use cache';
  cacheCatalogueRead(tags.menu);
  if (isBuildPhase()) return menuForBuild(() => getMenu(publicApi, lang));
  return readOrFallback('Menu', [], () => getMenu(publicApi, lang));
}
