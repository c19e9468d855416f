import 'server-only';
import { getTopBanners } from '@/lib/contract/calls/shell';
import type { Banner } from '@/lib/contract/schemas/banner';
import { publicApi } from '@/lib/server/api';
import { cacheCatalogueRead, tags } from '@/lib/server/cache-manifest';
import { orNullWhenStoring, readOrFallback } from './cached-read';

async function readBanners(lang: string, storing: boolean): Promise<Banner[] | null> {
  'use cache';
  cacheCatalogueRead(tags.banners);
  return orNullWhenStoring('Banners', storing, () => getTopBanners(publicApi, lang));
}

/** The home slideshow's banners; a failed read hides the slideshow for that render only (readOrFallback). */
export function loadBanners(lang: string): Promise<Banner[]> {
  return readOrFallback('Banners', [], (storing) => readBanners(lang, storing));
}
