import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { productFilterResponseSchema } from '@/lib/contract/schemas/product';
import { getDb, mediaDir } from '@/lib/backend/db/client';
import { categories } from '@/lib/backend/db/schema';
import { call } from '../support/backend';
import { filter } from './support';

/** GET one media address: status, type and bytes. */
async function media(address: string) {
  const response = await call('GET', address);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('card pictures: the small copy (extension field `thumbnail`)', () => {
  it('a listing names each picture’s 400 px copy, which GET /media answers with fewer bytes than the picture', async () => {
    const db = await getDb();
    const [cctv] = await db.select().from(categories).where(eq(categories.path, 'cctv'));
    const response = await filter(cctv!.id);
    expect(response.status).toBe(200);
    const images = productFilterResponseSchema.parse(response.body).products.flatMap((p) => p.image);
    expect(images.length).toBeGreaterThanOrEqual(12);
    for (const image of images.slice(0, 4)) {
      expect(image.thumbnail).toBe(image.src.replace(/\.webp$/, '-sm.webp'));
      const [full, small] = await Promise.all([media(image.src), media(image.thumbnail!)]);
      expect([full.status, small.status, small.type]).toEqual([200, 200, 'image/webp']);
      expect(await sharp(full.bytes).metadata()).toMatchObject({ width: 800, height: 800 });
      expect(await sharp(small.bytes).metadata()).toMatchObject({ width: 400, height: 400 });
      expect(small.bytes.length).toBeLessThan(full.bytes.length);
    }
  });

  describe('a picture stored without its copy', () => {
    const name = `thumbnail-test-${process.pid}`;
    const picture = path.join(mediaDir(), 'p', `${name}.webp`);
    const datasheet = path.join(mediaDir(), 'p', `${name}.pdf`);
    beforeAll(() => {
      const anyPicture = fs.readdirSync(path.join(mediaDir(), 'p')).find((f) => /^\d+-1\.webp$/.test(f));
      fs.copyFileSync(path.join(mediaDir(), 'p', anyPicture!), picture);
      fs.writeFileSync(datasheet, '%PDF-1.4\n');
    });
    afterAll(() => {
      fs.rmSync(picture, { force: true });
      fs.rmSync(datasheet, { force: true });
    });

    it('answers the copy’s address with the picture itself, so a card’s srcset never breaks', async () => {
      const small = await media(`/media/p/${name}-sm.webp`);
      expect(small.status).toBe(200);
      expect(small.bytes.equals(fs.readFileSync(picture))).toBe(true);
    });

    it('does so for pictures only: another missing file stays 404', async () => {
      expect((await media(`/media/p/${name}-sm.pdf`)).status).toBe(404);
      expect((await media(`/media/p/${name}-other.webp`)).status).toBe(404);
    });
  });
});
