import 'server-only';
import { EMPTY_CART } from '@/lib/api/schemas/cart';
import { ok } from '../http';
import type { Handler } from '../router';

/** GET /basket/{lang}: guests get the empty cart of contract.md (the cart issue adds customer carts). */
export const getBasket: Handler = async ({ session }) => {
  const current = await session();
  if (!current) return ok({ basket: EMPTY_CART, error: null });
  return ok({ basket: EMPTY_CART, error: null });
};
