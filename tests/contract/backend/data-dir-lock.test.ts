import { spawnSync } from 'node:child_process';
import { getDb } from '@/lib/backend/db/client';

describe('data directory lock', () => {
  it('stops a second process (a seed while the shop runs) with a clear message', async () => {
    await getDb(); // this test process now holds DATA_DIR, like a running shop
    const seed = spawnSync('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/seed.ts'], {
      env: { ...process.env },
      encoding: 'utf8',
    });
    expect(seed.status).not.toBe(0);
    expect(seed.stdout + seed.stderr).toMatch(/in use by process \d+/);
    expect(seed.stdout + seed.stderr).not.toMatch(/\n\s+at /); // no stack trace
  }, 60_000);
});
