import 'server-only';
import { Router } from '../router';
import { registerShellRoutes } from './shell';
import { registerCatalogueRoutes } from './catalogue';
import { registerAccountRoutes } from './account';
import { registerCartRoutes } from './cart';
import { registerCheckoutRoutes } from './checkout';
import { registerSearchRoutes } from './search';
import { V1 } from './prefix';
import { renameProduct, setOutage, setProductStock, testHooksEnabled } from '../handlers/test-hooks';

/** Every route of the embedded backend, one registration module per area; handlers live in ../handlers. */
export function buildRouter(): Router {
  const router = new Router();
  registerShellRoutes(router);
  registerCatalogueRoutes(router);
  registerAccountRoutes(router);
  registerCartRoutes(router);
  registerCheckoutRoutes(router);
  registerSearchRoutes(router);
  // e2e only (scripts/e2e.ts sets E2E_TEST_HOOKS=1): catalogue edits and a simulated outage
  if (testHooksEnabled()) {
    router
      .on('POST', `${V1}/test-hooks/product/:url/name`, renameProduct)
      .on('POST', `${V1}/test-hooks/product/:url/stock`, setProductStock)
      .on('POST', `${V1}/test-hooks/outage`, setOutage);
  }
  return router;
}
