import 'server-only';
import { notFound } from 'next/navigation';
import { LOCALES } from '@/lib/shared/i18n/config';
import { decodeParam } from '@/lib/shop/urls/route-params';

/**
 * What a `/…/{language}/{name}` route shows (an article, a text page): both segments decoded, then
 * read by `load`. 404 when a segment does not decode, the language is not one the shop speaks, or
 * `load` finds nothing.
 */
export async function loadInLanguageOr404<Item>(
  language: string,
  name: string,
  load: (lang: string, url: string) => Promise<Item | null>,
): Promise<{ item: Item; lang: string; url: string }> {
  const lang = decodeParam(language);
  const url = decodeParam(name);
  if (lang === null || url === null) notFound();
  const item = (LOCALES as readonly string[]).includes(lang) ? await load(lang, url) : null;
  if (!item) notFound();
  return { item, lang, url };
}
