import 'server-only';
import type { Router } from '../router';
import { V1 } from './prefix';
import { addToBasket, removeBasketLine, updateBasketLine } from '../handlers/basket';
import { addToWishlist, getWishlistCount, getWishlistPage, removeFromWishlist } from '../handlers/wishlist';

/** Cart lines and the wishlist (GET /basket/{lang} sits with the shell routes). */
export function registerCartRoutes(router: Router): void {
  router
    .on('PUT', `${V1}/basket/add`, addToBasket)
    .on('PATCH', `${V1}/basket/update`, updateBasketLine)
    .on('DELETE', `${V1}/basket/remove/:id`, removeBasketLine)
    .on('GET', `${V1}/customer/wish-list-count`, getWishlistCount)
    .on('POST', `${V1}/customer/wish-list-new/:lang/:limit/:offset`, getWishlistPage)
    .on('PATCH', `${V1}/customer/wish-list/add`, addToWishlist)
    .on('DELETE', `${V1}/customer/wish-list/remove/:id`, removeFromWishlist);
}
