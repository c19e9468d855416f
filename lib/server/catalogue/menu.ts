import 'server-only';
import { getMenu } from '@/lib/contract/calls/shell';
import type { MenuItem } from '@/lib/contract/schemas/menu';
import { isBuildPhase } from '@/lib/runtime/config/env';
import { publicApi } from '@/lib/server/api';
import { cacheCatalogueRead, tags } from '@/lib/server/cache-manifest';
import { menuForBuild } from './build-check';
import { readOrFallback } from './cached-read';

/**
 * The one menu (header bar, drawer, home tiles), shared by every guest and customer, from the
 * cache. A failed read throws, so no cache keeps it: for other cached reads (sitemaps) and routes
 * that need the real menu. During `next build` an unreadable or empty menu stops the build (build-check.ts).
 */
export async function readMenu(lang: string): Promise<MenuItem[]> {
  'use cache';
  cacheCatalogueRead(tags.menu);
  if (isBuildPhase()) return menuForBuild(() => getMenu(publicApi, lang));
  return getMenu(publicApi, lang);
}

/** The menu for the shell: empty for this one render when it cannot be read (the page must render without it, and is not stored so). */
export function loadMenu(lang: string): Promise<MenuItem[]> {
  // a build must stop with the build check's message, never render on without a menu
  if (isBuildPhase()) return readMenu(lang);
  return readOrFallback('Menu', [], () => readMenu(lang));
}
