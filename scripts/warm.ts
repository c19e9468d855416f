/**
 * `npm run warm [-- http://host:port]`: renders the catalogue's guest pages into the shared cache
 * (REDIS_URL) through a running instance (default http://127.0.0.1:$PORT, else :3000), for at most
 * WARM_SECONDS (120). An instance with REDIS_URL does this itself at start before it says ready; this
 * is for a shop already running, after a large catalogue import (docs/decisions/072-warm-cache.md).
 */
import { settingsOrStop } from '../lib/runtime/config/parse-settings';
import { log } from '../lib/runtime/instance/log';
import { warmShop } from './lib/warm';

async function main() {
  const settings = settingsOrStop();
  const origin = (process.argv[2] ?? `http://127.0.0.1:${settings.PORT ?? 3000}`).replace(/\/$/, '');
  const result = await warmShop(origin, { seconds: settings.WARM_SECONDS || 120, shuffle: false, log: log() });
  if (result.warmed === 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  log().fatal({ err: error }, 'warm: the shop could not be read');
  process.exit(1);
});
