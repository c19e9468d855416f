import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getTopBanners } from '@/lib/api/calls/shell';
import type { Banner } from '@/lib/api/schemas/banner';
import { publicApi } from '@/lib/server/api';

/** The home slideshow's banners; a failed read hides the slideshow for a minute, not for hours. */
export async function loadBanners(lang: string): Promise<Banner[]> {
  'use cache';
  cacheLife('hours');
  cacheTag('banners');
  try {
    return await getTopBanners(publicApi, lang);
  } catch (error) {
    console.error('Banners could not be loaded', error);
    cacheLife('minutes');
    return [];
  }
}
