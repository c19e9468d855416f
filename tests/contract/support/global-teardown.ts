import fs from 'node:fs';
import { stopPostgresServer } from './postgres-server';

/** Stops the contract PostgreSQL server global-setup.ts started and removes both templates' files. */
export default function globalTeardown() {
  stopPostgresServer();
  if (process.env.CONTRACT_TEMPLATE_DIR) fs.rmSync(process.env.CONTRACT_TEMPLATE_DIR, { recursive: true, force: true });
}
