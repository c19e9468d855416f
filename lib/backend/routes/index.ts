import 'server-only';
import { Router } from '../router';
import { registerShellRoutes } from './shell';
import { registerCatalogueRoutes } from './catalogue';
import { registerAccountRoutes } from './account';
import { registerCartRoutes } from './cart';
import { registerCheckoutRoutes } from './checkout';
import { registerSearchRoutes } from './search';

/** Every route of the embedded backend, one registration module per area; handlers live in ../handlers. */
export function buildRouter(): Router {
  const router = new Router();
  registerShellRoutes(router);
  registerCatalogueRoutes(router);
  registerAccountRoutes(router);
  registerCartRoutes(router);
  registerCheckoutRoutes(router);
  registerSearchRoutes(router);
  return router;
}
