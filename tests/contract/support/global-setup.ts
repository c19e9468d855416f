import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Seeds one template database per jest run with the real seed script; each test file then
 * works on its own copy of it (fresh-database.ts), so files never see each other's writes.
 */
export default function globalSetup() {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-contract-'));
  const result = spawnSync('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/seed.ts'], {
    env: { ...process.env, DATA_DIR: template, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('Seeding the contract-test database failed');
  process.env.CONTRACT_TEMPLATE_DIR = template;
}
