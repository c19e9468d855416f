import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getMenu } from '@/lib/api/calls/shell';
import type { MenuItem } from '@/lib/api/schemas/menu';
import { publicApi } from '@/lib/server/api';
import { isBuildPhase } from '@/lib/config/env';
import { menuForBuild } from './build-check';

/**
 * The one menu (header bar, drawer, home tiles), shared by every guest and customer.
 * A failed read gives an empty menu: the shell must render without it. During `next build` an
 * unreadable or empty menu stops the build instead (build-check.ts).
 */
export async function loadMenu(lang: string): Promise<MenuItem[]> {
  'use cache';
  cacheLife('hours');
  cacheTag('menu');
  if (isBuildPhase()) return menuForBuild(() => getMenu(publicApi, lang));
  try {
    return await getMenu(publicApi, lang);
  } catch (error) {
    console.error('Menu could not be loaded', error);
    // an empty menu must not stick for hours: try again within a minute
    cacheLife('minutes');
    return [];
  }
}
