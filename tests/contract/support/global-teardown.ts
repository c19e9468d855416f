import fs from 'node:fs';
import { stopPostgresServer } from './postgres-server';

/** Stops the contract PostgreSQL server global-setup.ts started and removes the templates' and the test files' databases. */
export default function globalTeardown() {
  stopPostgresServer();
  for (const dir of [process.env.CONTRACT_TEMPLATE_DIR, process.env.CONTRACT_FILES_DIR]) {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}
