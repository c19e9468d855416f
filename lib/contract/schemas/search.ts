import * as z from 'zod/mini';
import { countSchema, envelope, guestMoneySchema, optionalImageSchema, textSchema, urlSchema } from './common';
import { productListItemSchema } from './product';

export const searchItemTypeSchema = z.enum(['product', 'category', 'blog']);
export type SearchItemType = z.infer<typeof searchItemTypeSchema>;

/** One live-search hit; `price_exc_vat` is null for guests (and for categories and articles). */
export const searchItemSchema = z.object({
  type: searchItemTypeSchema,
  name: z.string(),
  code: textSchema,
  description: textSchema,
  image: optionalImageSchema,
  url: urlSchema,
  price_exc_vat: z.pipe(
    z.optional(guestMoneySchema),
    z.transform((v) => v ?? null),
  ),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

const hitsSchema = z._default(z.array(searchItemSchema), []);

/** Hits grouped by type. Read from either a `{ product, category, blog }` record or one flat typed list. */
const groupedItemsSchema = z.union([
  z.object({ product: hitsSchema, category: hitsSchema, blog: hitsSchema }),
  z.pipe(
    z.array(searchItemSchema),
    z.transform((items) => ({
      product: items.filter((i) => i.type === 'product'),
      category: items.filter((i) => i.type === 'category'),
      blog: items.filter((i) => i.type === 'blog'),
    })),
  ),
]);

/** How many more products and articles match than the live search lists. */
const moreResultsSchema = z.pipe(
  z.optional(z.nullable(z.object({ product: z._default(countSchema, 0), blog: z._default(countSchema, 0) }))),
  z.transform((v) => v ?? { product: 0, blog: 0 }),
);

/**
 * An optional field (docs/contract.md): the query the products are for when the one typed found
 * nothing and the backend corrected its typos ('kamerz' → 'kamery'); null when they are for the
 * query typed.
 */
const correctedQuerySchema = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v)),
);

/** GET /search/{query}/{lang}: `items` grouped by type, `more_results` per type, `corrected_query` (optional). */
export const liveSearchResponseSchema = z.object({
  ...envelope,
  items: groupedItemsSchema,
  more_results: moreResultsSchema,
  corrected_query: correctedQuerySchema,
});
export type LiveSearchResult = Pick<z.infer<typeof liveSearchResponseSchema>, 'items' | 'more_results' | 'corrected_query'>;

/** One hit of the full search: it carries the product in the list shape. */
export const searchProductItemSchema = z.object({ product: productListItemSchema });

/**
 * GET /search-products/{query}/{lang}/{limit}/{offset}; optional fields (docs/contract.md):
 * `corrected_query` as in the live search, and `categories`, the categories whose names match,
 * sent when no product is found.
 */
export const searchProductsResponseSchema = z.object({
  ...envelope,
  items: z.array(searchProductItemSchema),
  full_count: countSchema,
  corrected_query: correctedQuerySchema,
  categories: z._default(z.array(searchItemSchema), []),
});
