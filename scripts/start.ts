/**
 * `npm start`'s first half: creates and seeds the database when none exists and builds when there
 * is no build of the current commit, each in a child process that exits before the server starts
 * (PGlite leaves a large heap behind when it creates a database, and a build is a memory-hungry job
 * of its own), then bundles the instance server and exits. The npm script then `exec`s
 * `node .next/instance-server.cjs` with the same options, so `npm start` leaves two Node processes:
 * npm, which waits for the script and passes SIGTERM/SIGINT on, and the server, without tsx's loader.
 *
 * Runs as `node --import tsx scripts/start.ts`, without the react-server condition: nothing here
 * imports a 'server-only' module, so settings are checked with parse-settings rather than
 * scripts/lib/check-settings.
 */
import { settingsOrStop } from '../lib/runtime/config/parse-settings';
import { buildIsCurrent, sourceStamp, writeBuildStamp } from './lib/build-stamp';
import { bundleInstanceServer } from './lib/instance-bundle';
import { prepareData, run } from './lib/run';

/** `npm start -- --build` builds whatever the stamp says (the server ignores the flag). */
const BUILD_FLAG = '--build';

async function main() {
  settingsOrStop(); // a bad setting stops here, before seeding or a build of several minutes
  await prepareData();
  const stamp = sourceStamp();
  if (process.argv.includes(BUILD_FLAG) || !buildIsCurrent(stamp)) {
    console.log('Building the shop (first run or new commit)…');
    await run('node_modules/.bin/next', ['build']);
    writeBuildStamp(stamp);
  }
  bundleInstanceServer(); // after the build: `next build` empties .next
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
