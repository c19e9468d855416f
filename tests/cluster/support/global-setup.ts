import type { SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { run, TSX } from '../../../scripts/lib/run';
import { startPostgresServer } from '../../contract/support/postgres-server';
import { ensureBuild } from './build';
import { CLUSTER_TEMPLATE_DB, clusterPort, type ClusterSetup } from './setup-state';

/** `npm run migrate` when the build has it (a release migrates once, before any instance starts), then `npm run seed`. */
async function migrateAndSeed(env: NodeJS.ProcessEnv): Promise<void> {
  const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  const quiet: SpawnOptions = { env, stdio: ['ignore', 'ignore', 'inherit'] };
  if (scripts.migrate) await run('npm', ['run', '--silent', 'migrate'], quiet);
  await run(TSX[0], [TSX[1], 'scripts/seed.ts'], quiet);
}

/**
 * Once per run: a private PostgreSQL server with the seeded template database every test file
 * clones, the production build (reused when current, else built from that database), and the shared media directory the seed
 * wrote. The description goes to the test files through CLUSTER_SETUP; global-teardown stops it.
 */
export default async function globalSetup() {
  const started = performance.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-cluster-'));
  const server = await startPostgresServer();
  const admin = new Client({ connectionString: server.url('postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${CLUSTER_TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const mediaDir = path.join(work, 'media');
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: server.url(CLUSTER_TEMPLATE_DB), DATA_DIR: path.join(work, 'seed'), MEDIA_DIR: mediaDir };
  delete env.API_URL;
  await migrateAndSeed(env);
  const siteUrl = await ensureBuild(`http://127.0.0.1:${clusterPort(0)}`, env);
  const setup: ClusterSetup = { work, siteUrl, mediaDir, postgres: { dir: server.dir, port: server.port } };
  process.env.CLUSTER_SETUP = JSON.stringify(setup);
  console.log(`\ncluster setup: ${Math.round(performance.now() - started)} ms`);
}
