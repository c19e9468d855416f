/**
 * `npm start`: the whole shop on one command. Creates and seeds the database when none
 * exists (in a separate process: PGlite leaves a large heap behind when it creates a
 * database), builds when there is no build of the current commit, then runs the instance server
 * (scripts/server.ts) as its one child.
 */
import './lib/check-settings';
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { settings } from '../lib/config/env';
import { prepareData, run, SERVER_ARGS } from './lib/run';

const STAMP = '.next/SOURCE_STAMP';

function sourceStamp(): string {
  try {
    return execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'no-git';
  }
}

function buildIsCurrent(stamp: string): boolean {
  if (!fs.existsSync('.next/BUILD_ID')) return false;
  return !fs.existsSync(STAMP) || fs.readFileSync(STAMP, 'utf8') === stamp || stamp === 'no-git';
}

async function main() {
  await prepareData();
  const stamp = sourceStamp();
  if (process.argv.includes('--build') || !buildIsCurrent(stamp)) {
    console.log('Building the shop (first run or new commit)…');
    await run('node_modules/.bin/next', ['build']);
    fs.writeFileSync(STAMP, stamp);
  }
  const port = String(settings().PORT ?? 3000);
  // One child, the instance server; this process only passes the stop signal on and its exit code back.
  const server = spawn(process.execPath, [...SERVER_ARGS, '-p', port], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
