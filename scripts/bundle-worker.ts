/** Bundles the service worker for `next dev` (scripts/lib/worker-bundle.ts); builds get theirs with the instance server's bundle. */
import { bundleServiceWorker } from './lib/worker-bundle';

console.log(`${bundleServiceWorker()} written`);
