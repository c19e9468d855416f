import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getTextPage } from '@/lib/api/calls/content';
import { ApiError } from '@/lib/api/errors';
import type { TextPage } from '@/lib/api/schemas/content';
import { publicApi } from '@/lib/server/api';

/** The text pages of the shop (spec §2); the sitemap lists them, the footer links to them. */
export const TEXT_PAGES = ['o-nas', 'podpora', 'skolenia', 'vseobecne-obchodne-podmienky', 'ochrana-osobnych-udajov'] as const;

/** One text page, or null when the backend does not know it (the page answers 404). */
export async function loadTextPage(lang: string, url: string): Promise<TextPage | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(`page:${url}`);
  try {
    return await getTextPage(publicApi, lang, url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
