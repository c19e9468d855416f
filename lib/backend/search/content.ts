import 'server-only';
import { sql } from 'drizzle-orm';
import { KeptValue } from '@/lib/runtime/instance/kept-value';
import { queryRows, type Db } from '../db/client';
import { familyText } from './families';
import { textMatches, type SearchTerms } from './terms';

/** A category found by name. */
export interface CategoryHit {
  name: string;
  description: string;
  path: string;
}

/** An article found by title. */
export interface BlogHit {
  title: string;
  perex: string;
  image: string | null;
  slug: string;
}

interface CategoryRow extends CategoryHit {
  words: string;
  stems: string;
  families: string;
}

interface BlogRow extends BlogHit {
  lang: string;
  published: Date;
  words: string;
  stems: string;
  families: string;
}

interface ContentKeys {
  loadedAt: number;
  categories: CategoryRow[];
  blogs: BlogRow[];
}

/**
 * Categories and articles are a few hundred rows that change with the catalogue, not per
 * request: their search text (search_words and search_stems, the SQL that also builds product
 * keys) is read once a minute per database and matched in memory, instead of unaccenting every
 * name on every keystroke.
 */
const REFRESH_MS = 60_000;
const cache = new WeakMap<Db, KeptValue<ContentKeys>>();

async function loadKeys(db: Db): Promise<ContentKeys> {
  const [categories, blogs] = [
    // a category's slug counts too: it often spells what the name abbreviates ('2-drôtové' / 'dvojdrotove')
    await queryRows<Omit<CategoryRow, 'families'>>(
      db,
      sql`SELECT name, description, path, k.words, search_stems(k.words) AS stems
          FROM categories, LATERAL (SELECT search_words(name || ' ' || slug) AS words) k ORDER BY depth, position, id`,
    ),
    await queryRows<Omit<BlogRow, 'families' | 'published'> & { published: Date | string }>(
      db,
      sql`SELECT title, perex, image, slug, lang, published_at AS published, k.words, search_stems(k.words) AS stems
          FROM blogs, LATERAL (SELECT search_words(title) AS words) k ORDER BY published_at DESC, id DESC`,
    ),
  ];
  return {
    loadedAt: Date.now(),
    categories: categories.map((c) => ({ ...c, families: familyText(c.stems) })),
    blogs: blogs.map((b) => ({ ...b, families: familyText(b.stems), published: new Date(b.published) })),
  };
}

async function keysOf(db: Db): Promise<ContentKeys> {
  const kept = cache.get(db);
  const keys = await kept?.get().catch(() => undefined);
  if (keys && Date.now() - keys.loadedAt < REFRESH_MS) return keys;
  // a caller that found the same stale keys may have started the next read already
  const current = cache.get(db);
  if (current && current !== kept) return current.get();
  // a failed read is not kept: the next call tries again
  const fresh: KeptValue<ContentKeys> = new KeptValue(loadKeys(db), () => {
    if (cache.get(db) === fresh) cache.delete(db);
  });
  cache.set(db, fresh);
  return fresh.get();
}

/** Categories whose name or slug matches: word-prefix matches first, then shallower ones (menu order). */
export async function searchCategories(db: Db, terms: SearchTerms, limit: number): Promise<CategoryHit[]> {
  const { categories } = await keysOf(db);
  const found = categories.map((c) => ({ c, m: textMatches(c, terms) })).filter(({ m }) => m.all);
  found.sort((a, b) => Number(b.m.prefixes) - Number(a.m.prefixes));
  return found.slice(0, limit).map(({ c }) => ({ name: c.name, description: c.description, path: c.path }));
}

/** Published articles of `lang` whose title matches, newest first, and how many match. */
export async function searchBlogs(db: Db, terms: SearchTerms, lang: string, limit: number): Promise<{ hits: BlogHit[]; total: number }> {
  const { blogs } = await keysOf(db);
  const now = Date.now();
  const found = blogs.filter((b) => b.lang === lang && b.published.getTime() <= now && textMatches(b, terms).all);
  return { hits: found.slice(0, limit).map((b) => ({ title: b.title, perex: b.perex, image: b.image, slug: b.slug })), total: found.length };
}
