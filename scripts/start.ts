/**
 * `npm start`: the whole shop on one command. Creates and seeds the database when none exists and
 * builds when there is no build of the current commit, each in a child process that exits before
 * the server starts (PGlite leaves a large heap behind when it creates a database, and a build is
 * a memory-hungry job of its own); then becomes the instance server (scripts/server.ts) in this
 * same process. So `npm start` leaves two Node processes: npm, which waits for the script and
 * passes SIGTERM/SIGINT on, and the server.
 *
 * Runs as `node --import tsx scripts/start.ts`, without the react-server condition, as the server
 * must (see server.ts): nothing here imports a 'server-only' module, so settings are checked with
 * parse-settings rather than scripts/lib/check-settings.
 */
import { settingsOrStop } from '../lib/config/parse-settings';
import { buildIsCurrent, sourceStamp, writeBuildStamp } from './lib/build-stamp';
import { prepareData, run } from './lib/run';

const BUILD_FLAG = '--build';

async function main() {
  settingsOrStop(); // a bad setting stops here, before seeding or a build of several minutes
  await prepareData();
  const stamp = sourceStamp();
  const forceBuild = process.argv.includes(BUILD_FLAG);
  if (forceBuild || !buildIsCurrent(stamp)) {
    console.log('Building the shop (first run or new commit)…');
    await run('node_modules/.bin/next', ['build']);
    writeBuildStamp(stamp);
  }
  // The server reads its options (-p, -H, --keepAliveTimeout) from argv; --build is ours alone.
  process.argv = process.argv.filter((arg) => arg !== BUILD_FLAG);
  await import('./server');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
