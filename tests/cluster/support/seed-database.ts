import type { SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { run, TSX } from '../../../scripts/lib/run';
import { runStatement, type PostgresServer } from '../../contract/support/postgres-server';

/** A seeded database as the instances are given it: its URL and the MEDIA_DIR the seed wrote. */
export interface SeededDatabase {
  url: string;
  mediaDir: string;
}

/**
 * Creates `database` on `server` and prepares it as a release does (docs/deploying.md): `npm run
 * migrate` once when the build has it, then `npm run seed`, media into `work`/media-<database>.
 */
export async function seedDatabase(server: Pick<PostgresServer, 'url'>, database: string, work: string): Promise<SeededDatabase> {
  await runStatement(server.url('postgres'), `CREATE DATABASE ${database}`);
  const mediaDir = path.join(work, `media-${database}`);
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: server.url(database), DATA_DIR: path.join(work, `seed-${database}`), MEDIA_DIR: mediaDir };
  delete env.API_URL;
  const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  const quiet: SpawnOptions = { env, stdio: ['ignore', 'ignore', 'inherit'] };
  if (scripts.migrate) await run('npm', ['run', '--silent', 'migrate'], quiet);
  await run(TSX[0], [TSX[1], 'scripts/seed.ts'], quiet);
  return { url: server.url(database), mediaDir };
}

/** The environment that reads `seeded`: for the build, which prerenders catalogue pages from it. */
export const seededEnv = (seeded: SeededDatabase, work: string): NodeJS.ProcessEnv => ({
  ...process.env,
  DATABASE_URL: seeded.url,
  MEDIA_DIR: seeded.mediaDir,
  DATA_DIR: path.join(work, 'build-data'),
});
