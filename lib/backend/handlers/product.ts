import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { categories, products, relatedProducts } from '../db/schema';
import { notFound, ok } from '../http';
import type { Handler } from '../router';
import { listColumns, toListItems, toProductDetail } from '../catalogue/product-mapper';
import { cacheFor, viewerOf } from '../catalogue/viewer';

/** The home page scroller shows at most this many offers. */
const HOMEPAGE_OFFERS = 24;

/** GET /product/homepage/{lang}: active products on offer, newest first (runs on products_offer_idx). */
export const getHomepageProducts: Handler = async (ctx) => {
  const viewer = await viewerOf(ctx);
  const rows = await ctx.db
    .select(listColumns)
    .from(products)
    .where(and(eq(products.active, true), eq(products.onOffer, true)))
    .orderBy(desc(products.id))
    .limit(HOMEPAGE_OFFERS);
  return ok({ products: await toListItems(ctx.db, rows, viewer) }, { cache: cacheFor(viewer) });
};

/** GET /product/detail/url/{url}/{lang}: an active product by its url, with parameters, active related products and its category path. */
export const getProductDetail: Handler = async (ctx) => {
  const [row] = await ctx.db
    .select({ ...listColumns, description: products.description, categoryPath: categories.path })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.slug, ctx.params.url ?? ''), eq(products.active, true)))
    .limit(1);
  if (!row) return notFound('product');
  const viewer = await viewerOf(ctx);
  const related = await ctx.db
    .select(listColumns)
    .from(relatedProducts)
    .innerJoin(products, eq(products.id, relatedProducts.relatedId))
    .where(and(eq(relatedProducts.productId, row.id), eq(products.active, true)))
    .orderBy(asc(relatedProducts.position), asc(products.id));
  return ok({ product: await toProductDetail(ctx.db, row, related, viewer) }, { cache: cacheFor(viewer) });
};
