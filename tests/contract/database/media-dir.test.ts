import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDb } from '@/lib/backend/db/client';
import { envRestorer } from '../../support/env';
import { call } from '../support/backend';

// Instances on one PostgreSQL each have their own DATA_DIR; the media the seed generated must still
// reach every one of them: they share MEDIA_DIR.
describe('MEDIA_DIR', () => {
  const seededMedia = path.join(process.env.DATA_DIR ?? '', 'media');
  const otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-other-instance-'));
  const restore = envRestorer('DATA_DIR', 'MEDIA_DIR');
  const logo = `/media/brands/${fs.readdirSync(path.join(seededMedia, 'brands'))[0]}`;

  beforeAll(async () => {
    await getDb(); // opened on the seeded DATA_DIR; the "other instance" below changes only where media come from
    process.env.DATA_DIR = otherDataDir;
  });
  afterAll(() => {
    restore();
    fs.rmSync(otherDataDir, { recursive: true, force: true });
  });

  it('an instance with another DATA_DIR has none of the seed’s media by default', async () => {
    delete process.env.MEDIA_DIR;
    expect((await call('GET', logo)).status).toBe(404);
  });

  it('serves them from the shared MEDIA_DIR, and still nothing outside it', async () => {
    process.env.MEDIA_DIR = seededMedia;
    const response = await call('GET', logo);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(path.join(seededMedia, logo.slice('/media/'.length))))).toBe(true);
    expect((await call('GET', '/media/..%2Fpglite%2FPG_VERSION')).status).toBe(404);
  });

  it('tags a file, and answers a browser that holds it with 304', async () => {
    process.env.MEDIA_DIR = seededMedia;
    const etag = (await call('GET', logo)).headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await call('GET', logo, { headers: { 'If-None-Match': etag! } });
    expect([again.status, again.headers.get('cache-control')]).toEqual([304, 'public, max-age=31536000, immutable']);
  });
});
