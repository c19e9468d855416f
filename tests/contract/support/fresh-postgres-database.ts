import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { copyForThisFile } from './file-directory';
import { serverBinDir } from './postgres-server';

// The contract-postgres project: each test file runs on its own database cloned from the seeded
// template on the contract PostgreSQL server, and on its own copy of the files that seed wrote
// (media; mails land beside them). setupFiles cannot await, so the clone is made with the
// server's own createdb, synchronously, before any backend module opens a database.
const server = process.env.CONTRACT_POSTGRES_URL;
if (!server) throw new Error('CONTRACT_POSTGRES_URL is not set: run contract tests through jest --selectProjects contract-postgres');
const template = process.env.CONTRACT_POSTGRES_TEMPLATE ?? 'storefront_template';
const database = `contract_file_${process.pid}_${randomBytes(4).toString('hex')}`;
const url = new URL(server);
const created = spawnSync(
  path.join(serverBinDir(), 'createdb'),
  ['-h', url.hostname, '-p', url.port, '-U', decodeURIComponent(url.username), '-T', template, database],
  { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] },
);
if (created.status !== 0) throw new Error(`createdb ${database} -T ${template} failed: ${created.stderr || created.error?.message}`);
url.pathname = `/${database}`;

process.env.DATA_DIR = copyForThisFile(process.env.CONTRACT_POSTGRES_FILES_TEMPLATE, 'CONTRACT_POSTGRES_FILES_TEMPLATE');
process.env.DATABASE_URL = url.toString();
// close-database.ts drops it; describeOnEachDriver (drivers.ts) runs only its postgres blocks
process.env.CONTRACT_FILE_DATABASE = database;
process.env.CONTRACT_DRIVER = 'postgres';
delete process.env.API_URL;
