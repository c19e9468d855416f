/**
 * Bundles the instance server for plain `node` (scripts/lib/instance-bundle.ts): the first half of
 * `npm run serve` and the last step of `npm run build`.
 */
import { bundleInstanceServer } from './lib/instance-bundle';

bundleInstanceServer();
