import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { envRestorer } from '../../support/env';
import { startRedisServer, type RedisServer } from '../../support/redis-server';

const run = promisify(execFile);

// The shared page cache (lib/runtime/next-cache/page-cache-handler.mjs) on a real redis-server: what
// its reads leave in an instance's memory. Measured in a process of its own (support/page-reads.mjs).
describe('page reads from the shared cache', () => {
  let redis: RedisServer;
  const restore = envRestorer('REDIS_URL', 'NEXT_DIST_DIR');
  // the build the handler serves: its BUILD_ID names the keys
  const distDir = `.next-test-page-reads-${process.pid}`;
  beforeAll(async () => {
    redis = await startRedisServer();
    fs.mkdirSync(distDir, { recursive: true });
    fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'page-reads-test');
  });
  afterAll(async () => {
    restore();
    fs.rmSync(distDir, { recursive: true, force: true });
    await redis.stop();
  });

  it("hold the answers only until the package's bound on a read has passed", async () => {
    const env = { ...process.env, REDIS_URL: redis.url, NEXT_DIST_DIR: distDir, NODE_OPTIONS: '' };
    const { stdout } = await run(process.execPath, ['--expose-gc', path.join(__dirname, 'support/page-reads.mjs')], { env });
    const figures = JSON.parse(stdout.trim().split('\n').at(-1)!) as { read: number; heldMb: number; afterBoundMb: number };
    expect(figures.read).toBe(40);
    // the scene: each answer (about 1 MB as sent) is held by the abort listener of its read
    expect(figures.heldMb).toBeGreaterThan(20);
    expect(figures.afterBoundMb).toBeLessThan(8);
  });
});
