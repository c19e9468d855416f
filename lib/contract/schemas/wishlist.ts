import * as z from 'zod/mini';
import { countSchema, envelope } from './common';

/** GET /customer/wish-list-count: feeds the header badge and the wishlist paginator. */
export const wishlistCountResponseSchema = z.object({ ...envelope, count_all: countSchema });

// POST /customer/wish-list-new/… answers `{ products }`: productListResponseSchema in ./product.
export { productListResponseSchema as wishlistResponseSchema } from './product';
