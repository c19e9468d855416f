import 'server-only';
import type { Router } from '../router';

/** Account routes (filled in by the account issue). */
export function registerAccountRoutes(router: Router): void {
  void router;
}
