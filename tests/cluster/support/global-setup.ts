import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgresServer } from '../../contract/support/postgres-server';
import { ensureBuild } from './build';
import { seedDatabase, seededEnv } from './seed-database';
import { CLUSTER_TEMPLATE_DB, clusterPort, type ClusterSetup } from './setup-state';

/**
 * Once per run: a private PostgreSQL server with the seeded template database the test files
 * clone, and the production build (reused when current, else built from that database). The
 * description goes to the test files through CLUSTER_SETUP; global-teardown stops it all.
 */
export default async function globalSetup() {
  const started = performance.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-cluster-'));
  const server = await startPostgresServer();
  const seeded = await seedDatabase(server, CLUSTER_TEMPLATE_DB, work);
  const siteUrl = await ensureBuild(`http://127.0.0.1:${clusterPort(0)}`, seededEnv(seeded, work));
  const setup: ClusterSetup = { work, siteUrl, mediaDir: seeded.mediaDir, postgresPort: server.port };
  process.env.CLUSTER_SETUP = JSON.stringify(setup);
  console.log(`\ncluster setup: ${Math.round(performance.now() - started)} ms`);
}
