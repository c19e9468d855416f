import 'server-only';
import { getTextPage } from '@/lib/contract/calls/content';
import type { TextPage } from '@/lib/contract/schemas/content';
import { publicApi } from '@/lib/server/api';
import { cacheCatalogueRead, tags } from '@/lib/server/cache-manifest';
import { readOrNull } from './cached-read';

/** The text pages of the shop (docs/rules.md#screens); the sitemap lists them, the footer links to them. */
export const TEXT_PAGES = ['o-nas', 'podpora', 'skolenia', 'vseobecne-obchodne-podmienky', 'ochrana-osobnych-udajov'] as const;

/** One text page, or null when the backend does not know it (the page answers 404). */
export async function loadTextPage(lang: string, url: string): Promise<TextPage | null> {
  'use cache';
  cacheCatalogueRead(tags.page(url));
  return readOrNull(404, () => getTextPage(publicApi, lang, url));
}
