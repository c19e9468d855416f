import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Product, ProductImage, ProductListItem, ProductParameter } from '@/lib/api/schemas/product';
import type { Db } from '../db/client';
import { productImages, productParameters, products, wishlistItems } from '../db/schema';
import { priceFields } from './pricing';
import type { Viewer } from './viewer';

/** Columns a product card needs; the (long) description is left to the detail. */
export const listColumns = {
  id: products.id,
  code: products.code,
  name: products.name,
  vendor: products.vendor,
  shortDescription: products.shortDescription,
  slug: products.slug,
  stock: products.stock,
  unitOfMeasure: products.unitOfMeasure,
  priceCents: products.priceCents,
  basePriceCents: products.basePriceCents,
  discount: products.discount,
};

/** A product row as the list queries select it. */
export interface ListRow {
  id: number;
  code: string;
  name: string;
  vendor: string;
  shortDescription: string;
  slug: string;
  stock: number;
  unitOfMeasure: string;
  priceCents: number;
  basePriceCents: number;
  discount: number;
}

/** The images of many products in one query, cover first, then by position. */
async function imagesOf(db: Db, ids: readonly number[]): Promise<Map<number, ProductImage[]>> {
  const byProduct = new Map<number, ProductImage[]>();
  if (ids.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productImages.productId, src: productImages.src, caption: productImages.caption, cover: productImages.cover })
    .from(productImages)
    .where(inArray(productImages.productId, [...ids]))
    .orderBy(asc(productImages.productId), desc(productImages.cover), asc(productImages.position), asc(productImages.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ src: row.src, caption: row.caption, cover: row.cover });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** Which of `ids` the viewer keeps in the wishlist; always empty for guests. */
async function wishedOf(db: Db, viewer: Viewer, ids: readonly number[]): Promise<Set<number>> {
  if (viewer.customerId === null || ids.length === 0) return new Set();
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.customerId, viewer.customerId), inArray(wishlistItems.productId, [...ids])));
  return new Set(rows.map((r) => r.productId));
}

function listItem(row: ListRow, images: ProductImage[], viewer: Viewer, wished: boolean): ProductListItem {
  const signedIn = viewer.customerId !== null;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    vendor: row.vendor,
    short_description: row.shortDescription,
    url: { url: row.slug },
    stock: row.stock,
    unit_of_measure: row.unitOfMeasure,
    ...priceFields(row, signedIn),
    wish_list: signedIn && wished,
    image: images,
  };
}

/** Contract list items for rows, in their order; images and wishlist flags are fetched in two batched queries. */
export async function toListItems(db: Db, rows: readonly ListRow[], viewer: Viewer): Promise<ProductListItem[]> {
  const ids = rows.map((r) => r.id);
  const [images, wished] = await Promise.all([imagesOf(db, ids), wishedOf(db, viewer, ids)]);
  return rows.map((r) => listItem(r, images.get(r.id) ?? [], viewer, wished.has(r.id)));
}

/**
 * Parameters for the "group → name: value unit" table: `category` is the group, `name` the
 * parameter (an optional contract field, so clients that ignore it still get group and value).
 */
async function parametersOf(db: Db, productId: number): Promise<ProductParameter[]> {
  const rows = await db
    .select({ category: productParameters.category, name: productParameters.name, value: productParameters.value, unit: productParameters.unit })
    .from(productParameters)
    .where(eq(productParameters.productId, productId))
    .orderBy(asc(productParameters.position), asc(productParameters.id));
  return rows.map((r) => ({ category: r.category, name: r.name, value: r.value, unit: r.unit }));
}

/** The contract's product detail: the list shape plus description, category path, parameters and related products (list shape). */
export async function toProductDetail(
  db: Db,
  row: ListRow & { description: string; categoryPath: string },
  related: readonly ListRow[],
  viewer: Viewer,
): Promise<Product> {
  const [items, parameters] = await Promise.all([toListItems(db, [row, ...related], viewer), parametersOf(db, row.id)]);
  const [main, ...relatedItems] = items;
  if (!main) throw new Error(`product ${row.id} vanished while mapping`);
  return { ...main, description: row.description, category: { url: row.categoryPath }, parameters, related_products: relatedItems };
}
