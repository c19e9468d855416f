import 'server-only';
import { ok } from '../http';
import type { Handler } from '../router';
import { withPaging } from '../path-params';
import { listItemsByIds } from '../catalogue/product-mapper';
import { cacheFor, viewerOf } from '../catalogue/viewer';
import { searchBlogs, searchCategories } from '../search/content';
import { blogItem, categoryItem, productItem } from '../search/items';
import { searchProductIds } from '../search/products';
import { searchTermsWithVersions } from '../search/terms';

/** Rows of each group the live search lists; the rest is counted in `more_results`. */
export const LIVE_LIMITS = { product: 5, category: 5, blog: 3 } as const;

const EMPTY_LIVE = { items: { product: [], category: [], blog: [] }, more_results: { product: 0, blog: 0 } };

/** GET /search/{query}/{lang}: products, categories and articles matching the query, grouped by type. */
export const liveSearch: Handler = async (ctx) => {
  const viewer = await viewerOf(ctx);
  const cache = cacheFor(viewer);
  const read = await searchTermsWithVersions(ctx.db, ctx.params.query ?? '');
  if (!read) return ok(EMPTY_LIVE, { cache });
  const { terms, versions } = read;
  const lang = ctx.params.lang ?? 'sk';
  const hits = await searchProductIds(ctx.db, terms, { limit: LIVE_LIMITS.product, offset: 0 }, versions);
  const categories = await searchCategories(ctx.db, terms, LIVE_LIMITS.category);
  const blogs = await searchBlogs(ctx.db, terms, lang, LIVE_LIMITS.blog);
  const products = await listItemsByIds(ctx.db, hits.ids, viewer);
  return ok(
    {
      items: { product: products.map(productItem), category: categories.map(categoryItem), blog: blogs.hits.map(blogItem) },
      more_results: { product: hits.total - products.length, blog: blogs.total - blogs.hits.length },
    },
    { cache },
  );
};

/** GET /search-products/{query}/{lang}/{limit}/{offset}: one page of ranked products and `full_count`. */
export const searchProducts: Handler = withPaging(async (ctx, paging) => {
  const viewer = await viewerOf(ctx);
  const cache = cacheFor(viewer);
  const read = await searchTermsWithVersions(ctx.db, ctx.params.query ?? '');
  if (!read) return ok({ items: [], full_count: 0, error: [] }, { cache });
  const hits = await searchProductIds(ctx.db, read.terms, paging, read.versions);
  const products = await listItemsByIds(ctx.db, hits.ids, viewer);
  return ok({ items: products.map((product) => ({ product })), full_count: hits.total, error: [] }, { cache });
});
