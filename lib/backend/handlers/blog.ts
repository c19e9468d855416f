import 'server-only';
import { and, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import { blogs } from '../db/schema';
import { notFound, ok } from '../http';
import type { Handler } from '../router';
import { withPaging } from '../path-params';

/** The home page scroller shows at most this many articles. */
const HOMEPAGE_BLOGS = 6;

type BlogRow = typeof blogs.$inferSelect;

/** Articles of a language that are already out: a future `published_at` schedules an article. */
function visible(lang: string, extra?: SQL): SQL | undefined {
  return and(eq(blogs.lang, lang), lte(blogs.publishedAt, new Date()), extra);
}

const newestFirst = [desc(blogs.publishedAt), desc(blogs.id)];

function card(row: BlogRow) {
  return {
    title: row.title,
    perex: row.perex,
    image: row.image ? { src: row.image, caption: row.title } : null,
    url: { url: row.slug },
  };
}

/** GET /blog/list/{lang}/{limit}/{offset}: one page of cards, newest first, and the total. */
export const getBlogList: Handler = withPaging(async ({ db, params }, paging) => {
  const where = visible(params.lang ?? 'sk');
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(blogs)
      .where(where)
      .orderBy(...newestFirst)
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(blogs).where(where),
  ]);
  return ok({ blogs: rows.map(card), count: totals[0]?.total ?? 0 }, { cache: 'public' });
});

/** GET /blog/homepage/{lang}: the articles flagged for the home page, newest first. */
export const getHomepageBlogs: Handler = async ({ db, params }) => {
  const rows = await db
    .select()
    .from(blogs)
    .where(visible(params.lang ?? 'sk', eq(blogs.onHomepage, true)))
    .orderBy(...newestFirst)
    .limit(HOMEPAGE_BLOGS);
  return ok({ blogs: rows.map(card) }, { cache: 'public' });
};

/** GET /blog/url/{lang}/{url}: one published article; perex and image ride along for previews. */
export const getBlogByUrl: Handler = async ({ db, params }) => {
  const [row] = await db
    .select()
    .from(blogs)
    .where(visible(params.lang ?? 'sk', eq(blogs.slug, params.url ?? '')))
    .limit(1);
  if (!row) return notFound('blog');
  const { title, perex, image } = card(row);
  return ok({ blog: { title, content: row.content, publish: row.publishedAt.toISOString(), perex, image } }, { cache: 'public' });
};
