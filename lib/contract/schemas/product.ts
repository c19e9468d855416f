import * as z from 'zod/mini';
import { countSchema, envelope, guestMoneySchema, idSchema, imageSchema, textSchema, urlSchema } from './common';
import { packFields } from './trade-terms';

/**
 * A product picture; `cover` marks the one shown first (docs/rules.md#screens: gallery). `thumbnail` is an
 * extension of the embedded backend: a 400 px wide copy that cards offer the browser beside `src`.
 */
export const productImageSchema = z.extend(imageSchema, {
  cover: z._default(z.optional(z.boolean()), false),
  thumbnail: z.optional(z.string()),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * One row of the parameters table: `category` is the group ("Obraz"), `name` the parameter
 * ("Rozlíšenie"; optional, an upstream may put it in `category` instead), then value and unit.
 */
export const productParameterSchema = z.object({
  category: z.string(),
  name: z.optional(z.string()),
  value: z.string(),
  unit: textSchema,
});
export type ProductParameter = z.infer<typeof productParameterSchema>;

/**
 * A product as lists carry it (cards, wishlist, search, related products).
 * The four price fields are `null` for guests and `wish_list` is false: prices are never sent to them.
 * `ean` is an extension of the embedded backend: the EAN-13 on the box (decisions/065), by which a
 * scanned code is known to be the product found; without it no EAN is shown and a scan finds by code only.
 */
export const productListItemSchema = z.object({
  id: idSchema,
  code: z.string(),
  ean: z.optional(z.string()),
  name: z.string(),
  vendor: textSchema,
  short_description: textSchema,
  url: urlSchema,
  stock: z.number(),
  unit_of_measure: textSchema,
  /** with VAT */
  price: guestMoneySchema,
  /** the customer's final price excluding VAT */
  price_exc_vat: guestMoneySchema,
  /** excluding VAT, before `discount` */
  base_price_exc_vat: guestMoneySchema,
  /** percent */
  discount: guestMoneySchema,
  wish_list: z._default(z.boolean(), false),
  image: z._default(z.array(productImageSchema), []),
  ...packFields,
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/**
 * The product detail: the list shape plus description (HTML), parameters and related products.
 * `category` is an extension of the embedded backend: the product's category path below
 * /category/ (as menu items carry it), for the breadcrumb; without it the trail is home and product.
 */
export const productSchema = z.extend(productListItemSchema, {
  description: textSchema,
  category: z.optional(urlSchema),
  parameters: z._default(z.array(productParameterSchema), []),
  related_products: z._default(z.array(productListItemSchema), []),
});
export type Product = z.infer<typeof productSchema>;

/** GET /product/detail/url/{url}/{lang} */
export const productResponseSchema = z.object({ ...envelope, product: productSchema });

/** GET /product/homepage/{lang}; POST /customer/wish-list-new/… */
export const productListResponseSchema = z.object({ ...envelope, products: z.array(productListItemSchema) });

/** POST /product/filter/{lang}/{limit}/{offset} */
export const productFilterResponseSchema = z.object({
  ...envelope,
  products: z.array(productListItemSchema),
  paging: z.object({ filtered_products_count: countSchema }),
});
export type ProductFilterResponse = z.infer<typeof productFilterResponseSchema>;

export { coverImage } from '../values';
