import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Product, ProductImage, ProductListItem, ProductParameter } from '@/lib/contract/schemas/product';
import type { Db } from '../db/client';
import { smallCopyOf } from '../media-copies';
import { productParameters, products } from '../db/schema';
import { companyPriceCents, priceListOfCustomer, productOf } from '../pricing/company-price';
import { priceFields } from '../pricing/money';
import type { Viewer } from './viewer';

/** Columns a product card needs; the (long) description is left to the detail. */
export const listColumns = {
  id: products.id,
  code: products.code,
  ean: products.ean,
  name: products.name,
  vendor: products.vendor,
  shortDescription: products.shortDescription,
  slug: products.slug,
  stock: products.stock,
  unitOfMeasure: products.unitOfMeasure,
  priceCents: products.priceCents,
  basePriceCents: products.basePriceCents,
  discount: products.discount,
  packSize: products.packSize,
  minQuantity: products.minQuantity,
};

/** A product row as the list queries select it. */
export interface ListRow {
  id: number;
  code: string;
  ean: string | null;
  name: string;
  vendor: string;
  shortDescription: string;
  slug: string;
  stock: number;
  unitOfMeasure: string;
  priceCents: number;
  basePriceCents: number;
  discount: number;
  packSize: number;
  minQuantity: number;
}

/**
 * A card's images (cover first, then by position), whether the viewer keeps it in the wishlist and
 * the viewer's company price (lib/backend/pricing; null for guests, who get no price), as columns of
 * a query on products: read with the rows, not as more statements (each statement costs PGlite
 * about half a millisecond or more, most of a listing call's time).
 */
function cardColumns(viewer: Viewer) {
  // written out qualified: drizzle leaves column names bare in a one-table select, and a bare "id"
  // inside the subquery would be the image's own id
  const images = sql<ProductImage[]>`coalesce((
    SELECT json_agg(json_build_object('src', i.src, 'caption', i.caption, 'cover', i.cover) ORDER BY i.cover DESC, i.position, i.id)
    FROM product_images i WHERE i.product_id = products.id), '[]'::json)`;
  const wished =
    viewer.customerId === null
      ? sql<boolean>`false`
      : sql<boolean>`EXISTS (SELECT 1 FROM wishlist_items w WHERE w.customer_id = ${viewer.customerId} AND w.product_id = products.id)`;
  const companyCents =
    viewer.customerId === null ? sql<null>`NULL::int` : sql<number>`${companyPriceCents(productOf('products'), priceListOfCustomer(viewer.customerId))}`;
  return { images, wished, companyCents };
}

/** A picture with its small copy's address for cards (extension field, media-copies.ts). */
function withThumbnail(image: ProductImage): ProductImage {
  const thumbnail = smallCopyOf(image.src);
  return thumbnail ? { ...image, thumbnail } : image;
}

/** What a card adds to the product's row: its images, the wishlist flag and the company's price (null: none, a guest). */
interface CardExtras {
  images: ProductImage[];
  wished: boolean;
  companyCents: number | null;
}

function listItem(row: ListRow, { images, wished, companyCents }: CardExtras, viewer: Viewer): ProductListItem {
  const signedIn = viewer.customerId !== null;
  return {
    id: row.id,
    code: row.code,
    ...(row.ean ? { ean: row.ean } : {}),
    name: row.name,
    vendor: row.vendor,
    short_description: row.shortDescription,
    url: { url: row.slug },
    stock: row.stock,
    unit_of_measure: row.unitOfMeasure,
    ...priceFields({ ...row, companyPriceCents: companyCents ?? undefined }, signedIn),
    wish_list: signedIn && wished,
    image: images.map(withThumbnail),
    pack_size: row.packSize,
    min_quantity: row.minQuantity,
  };
}

/** Contract list items of `ids`, in their order (unknown ids left out): rows, images and wishlist flags in one statement. */
export async function listItemsByIds(db: Db, ids: readonly number[], viewer: Viewer): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ ...listColumns, ...cardColumns(viewer) })
    .from(products)
    .where(inArray(products.id, [...ids]));
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [listItem(row, row, viewer)] : [];
  });
}

/** Contract list items for rows already read, in their order; images and wishlist flags in one more statement. */
export async function toListItems(db: Db, rows: readonly ListRow[], viewer: Viewer): Promise<ProductListItem[]> {
  if (rows.length === 0) return [];
  const extras = await db
    .select({ id: products.id, ...cardColumns(viewer) })
    .from(products)
    .where(
      inArray(
        products.id,
        rows.map((r) => r.id),
      ),
    );
  const byId = new Map(extras.map((e) => [e.id, e]));
  const none: CardExtras = { images: [], wished: false, companyCents: null };
  return rows.map((r) => listItem(r, byId.get(r.id) ?? none, viewer));
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
