import fs from 'node:fs';
import { stopPostgresServer } from '../../contract/support/postgres-server';

/** Stops the PostgreSQL server global-setup.ts started and removes the run's directory. */
export default function globalTeardown() {
  stopPostgresServer();
  const raw = process.env.CLUSTER_SETUP;
  if (raw && !process.env.CLUSTER_KEEP) fs.rmSync((JSON.parse(raw) as { work: string }).work, { recursive: true, force: true });
}
