import 'server-only';
import type { Router } from '../router';
import { V1 } from './prefix';
import { getMenu } from '../handlers/menu';
import { getTopBanners } from '../handlers/banners';
import { getSignedInUser } from '../handlers/sign-user';
import { getBasket } from '../handlers/basket';
import { getMedia } from '../handlers/media';

/** Routes the app shell needs: menu, banners, the session check, the guest cart, media files. */
export function registerShellRoutes(router: Router): void {
  router
    .on('GET', `${V1}/menu/bottom-second/:lang`, getMenu)
    .on('GET', `${V1}/banners/top/:lang`, getTopBanners)
    .on('GET', `${V1}/sign/user`, getSignedInUser)
    .on('GET', `${V1}/basket/:lang`, getBasket)
    .on('GET', '/media/*file', getMedia);
}
