import 'server-only';
import type { Router } from '../router';
import { V1 } from './prefix';
import { liveSearch, searchProducts } from '../handlers/search';

/** Search: the header's live search and the full results page. */
export function registerSearchRoutes(router: Router): void {
  router
    .on('GET', `${V1}/search/:query/:lang`, liveSearch)
    .on('GET', `${V1}/search-products/:query/:lang/:limit/:offset`, searchProducts);
}
