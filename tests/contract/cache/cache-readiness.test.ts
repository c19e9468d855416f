import { checkReadiness } from '@/lib/server/readiness';
import { cacheServerAnswers } from '@/lib/server/cache-server';
import { envRestorer } from '../../support/env';
import { startRedisServer, type RedisServer } from '../../support/redis-server';

// /api/ready with REDIS_URL: the shared cache server is asked too, on a real redis-server.
describe('the readiness probe with a shared cache server', () => {
  let redis: RedisServer;
  const restore = envRestorer('REDIS_URL', 'API_URL');
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    restore();
    await redis.stop();
  });

  it('says the cache answers while the server is up', async () => {
    await expect(cacheServerAnswers(redis.url, 1000)).resolves.toBe(true);
    // API_URL: no database to ask, so the answer is the cache's alone
    process.env.API_URL = 'https://api.example.sk';
    process.env.REDIS_URL = redis.url;
    await expect(checkReadiness()).resolves.toEqual({ ready: true, degraded: false, checks: { database: 'not used', cache: 'ok' } });
  });

  it('stays ready but degraded, naming the cache, once the server is gone, without throwing: every instance shares it', async () => {
    const { url } = redis;
    await redis.stop();
    process.env.API_URL = 'https://api.example.sk';
    process.env.REDIS_URL = url;
    await expect(cacheServerAnswers(url, 1000)).resolves.toBe(false);
    await expect(checkReadiness()).resolves.toEqual({ ready: true, degraded: true, checks: { database: 'not used', cache: 'down' } });
  });

  it('says not ready when the address answers nothing at all (no PONG within the timeout)', async () => {
    // a listening socket that never replies: the probe must give up on its own clock
    const net = await import('node:net');
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(cacheServerAnswers(`redis://127.0.0.1:${port}`, 300)).resolves.toBe(false);
    } finally {
      silent.close();
    }
  });
});
