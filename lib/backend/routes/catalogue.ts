import 'server-only';
import type { Router } from '../router';

/** Catalogue routes (filled in by the catalogue issue). */
export function registerCatalogueRoutes(router: Router): void {
  void router;
}
