import 'server-only';
import { Router } from './router';
import { getMenu } from './handlers/menu';
import { getTopBanners } from './handlers/banners';
import { getSignedInUser } from './handlers/sign-user';
import { getBasket } from './handlers/basket';
import { getMedia } from './handlers/media';

const V1 = '/admin/v1';

/** Every route of the embedded backend. Handlers live in ./handlers, one file per resource. */
export function buildRouter(): Router {
  return new Router()
    .on('GET', `${V1}/menu/bottom-second/:lang`, getMenu)
    .on('GET', `${V1}/banners/top/:lang`, getTopBanners)
    .on('GET', `${V1}/sign/user`, getSignedInUser)
    .on('GET', `${V1}/basket/:lang`, getBasket)
    .on('GET', '/media/*file', getMedia);
}
