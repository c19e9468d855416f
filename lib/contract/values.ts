// Plain values and helpers of the contract that client components need. They live apart from the
// schemas so that importing them does not bring zod into every page's first-load JavaScript;
// the schema modules re-export them for the server and the tests.
import type { Cart } from './schemas/cart';
import type { ProductImage, ProductListItem } from './schemas/product';

/** The cart a guest (or a failed read) shows. */
export const EMPTY_CART: Cart = { id: null, amount: 0, products: [], product_price: 0, product_price_without_vat: 0 };

/** Line quantities: whole numbers 1..9999 (docs/rules.md#limits: minimum 1; the upper bound keeps totals sane). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 9999;

/** The cover image of a product: the one flagged `cover`, else the first; null when it has none. */
export function coverImage(product: Pick<ProductListItem, 'image'>): ProductImage | null {
  return product.image.find((i) => i.cover) ?? product.image[0] ?? null;
}
