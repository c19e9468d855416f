import 'server-only';
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogs, categories } from '../db/schema';
import { allWordPrefixes, allWordsMatch, columnsOf, type SearchTerms } from './terms';

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

// Categories and articles are a few hundred rows at most: their search text is computed per query.
// A category's slug counts too: it often spells what the name abbreviates ('2-drôtové' / 'dvojdrotove').
const categoryColumns = columnsOf(sql`${categories.name} || ' ' || ${categories.slug}`);
const blogColumns = columnsOf(sql`${blogs.title}`);

/** Categories whose name or slug matches, word-prefix matches first, then shallower ones. */
export async function searchCategories(db: Db, terms: SearchTerms, limit: number): Promise<CategoryHit[]> {
  const prefixFirst = sql`CASE WHEN ${allWordPrefixes(categoryColumns, terms)} THEN 0 ELSE 1 END`;
  return db
    .select({ name: categories.name, description: categories.description, path: categories.path })
    .from(categories)
    .where(allWordsMatch(categoryColumns, terms))
    .orderBy(prefixFirst, asc(categories.depth), asc(categories.position), asc(categories.id))
    .limit(limit);
}

/** Published articles of `lang` whose title matches, newest first, and how many match. */
export async function searchBlogs(db: Db, terms: SearchTerms, lang: string, limit: number): Promise<{ hits: BlogHit[]; total: number }> {
  const where = and(eq(blogs.lang, lang), lte(blogs.publishedAt, new Date()), allWordsMatch(blogColumns, terms));
  const [hits, totals] = await Promise.all([
    db
      .select({ title: blogs.title, perex: blogs.perex, image: blogs.image, slug: blogs.slug })
      .from(blogs)
      .where(where)
      .orderBy(desc(blogs.publishedAt), desc(blogs.id))
      .limit(limit),
    db.select({ total: count() }).from(blogs).where(where),
  ]);
  return { hits, total: totals[0]?.total ?? 0 };
}
