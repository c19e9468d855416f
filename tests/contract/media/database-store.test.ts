import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { GET as mediaRoute } from '@/app/media/[...path]/route';
import { getDb, mediaDir, queryRows } from '@/lib/backend/db/client';
import { attachments, productImages } from '@/lib/backend/db/schema';
import { DatabaseMediaWriter } from '@/lib/backend/media/database-writer';
import { importDiskMedia, type ImportCounts } from '@/lib/backend/media/import-disk';
import { SLICE_BYTES } from '@/lib/backend/media/read-database';
import { PdfWriter } from '@/lib/backend/seed/datasheets';
import { ProductImagePool } from '@/lib/backend/seed/images';
import { LINES } from '@/lib/backend/seed/catalogue-data';
import { palette } from '@/lib/backend/seed/svg-kit';
import { envRestorer } from '../../support/env';
import { call } from '../support/backend';

/** Copies the named seeded files (addresses below /media/) into a folder of their own, as an operator's MEDIA_DIR. */
function stage(from: string, to: string, addresses: readonly string[]): void {
  for (const address of addresses) {
    fs.mkdirSync(path.dirname(path.join(to, address)), { recursive: true });
    fs.copyFileSync(path.join(from, address), path.join(to, address));
  }
}

async function get(address: string, headers: Record<string, string> = {}) {
  const response = await call('GET', address, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

// Several instances on one PostgreSQL without a shared volume, and Vercel's functions, have no disk
// the seed wrote to: with MEDIA_STORE=database they serve /media from the database
// (docs/decisions/071-media-store.md). This instance's MEDIA_DIR is an empty folder throughout.
describe('MEDIA_STORE=database: /media from the database, no media on this instance’s disk', () => {
  const seeded = mediaDir();
  const staged = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-media-dir-'));
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-no-media-'));
  const restore = envRestorer('MEDIA_DIR', 'MEDIA_STORE');
  let counts: ImportCounts;
  let picture: string;
  let datasheet: string;

  beforeAll(async () => {
    const db = await getDb();
    [{ src: picture }] = (await db.select({ src: productImages.src }).from(productImages).limit(1)) as [{ src: string }];
    [{ url: datasheet }] = (await db.select({ url: attachments.url }).from(attachments).limit(1)) as [{ url: string }];
    // a MEDIA_DIR as the seed leaves it: a picture, its small copy, a datasheet, a brand logo, a
    // hard link to the picture (another product's) and a plain copy of it (a volume copied without links)
    const small = picture.replace(/\.webp$/, '-sm.webp');
    const [brand] = fs.readdirSync(path.join(seeded, 'brands'));
    stage(
      seeded,
      staged,
      [picture, small, datasheet, `/media/brands/${brand}`].map((a) => a.replace(/^\/media\//, '')),
    );
    fs.linkSync(path.join(staged, picture.slice('/media/'.length)), path.join(staged, 'p', 'linked.webp'));
    fs.copyFileSync(path.join(staged, picture.slice('/media/'.length)), path.join(staged, 'p', 'copied.webp'));
    fs.writeFileSync(path.join(staged, 'p', 'notes.txt'), 'not a kind /media serves');
    counts = await importDiskMedia(db, staged); // npm run media:import
    process.env.MEDIA_DIR = empty;
    process.env.MEDIA_STORE = 'database';
  });
  afterAll(() => {
    restore();
    for (const dir of [staged, empty]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the import takes every file /media serves under its address, each content stored once', async () => {
    expect(counts.files).toBe(6);
    const rows = await queryRows<{ path: string; sha256: string }>(await getDb(), sql`SELECT path, sha256 FROM media_files ORDER BY path`);
    expect(rows.map((r) => r.path)).toEqual(expect.arrayContaining(['p/linked.webp', 'p/copied.webp', picture.slice('/media/'.length)]));
    expect(rows).toHaveLength(6);
    // the picture, its link and its copy are one content: five distinct bytes would be six rows
    const [{ blobs }] = (await queryRows<{ blobs: number }>(await getDb(), sql`SELECT count(*)::int AS blobs FROM media_blobs`)) as [{ blobs: number }];
    expect(blobs).toBe(4);
    const served = await get('/media/p/copied.webp');
    expect(served.bytes.equals(fs.readFileSync(path.join(seeded, picture.slice('/media/'.length))))).toBe(true);
  });

  it('serves a product picture and a datasheet with the seed’s bytes, type and a year’s immutable caching', async () => {
    for (const [address, type] of [
      [picture, 'image/webp'],
      [datasheet, 'application/pdf'],
    ] as const) {
      const { response, bytes } = await get(address);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
      expect(bytes.equals(fs.readFileSync(path.join(seeded, address.slice('/media/'.length))))).toBe(true);
    }
  });

  it('answers a browser that holds the file with 304 and no body', async () => {
    const { response } = await get(picture);
    const etag = response.headers.get('etag')!;
    const again = await get(picture, { 'If-None-Match': `W/"other", ${etag}` });
    expect(again.response.status).toBe(304);
    expect(again.response.headers.get('etag')).toBe(etag);
    expect(again.bytes.length).toBe(0);
    expect((await get(picture, { 'If-None-Match': '"other"' })).response.status).toBe(200);
  });

  it('the shop’s own /media route passes the type, caching, tag and a 304 on', async () => {
    const first = await mediaRoute(new Request(`http://shop.test${datasheet}`));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const again = await mediaRoute(new Request(`http://shop.test${datasheet}`, { headers: { 'If-None-Match': etag } }));
    expect([again.status, again.headers.get('etag')]).toEqual([304, etag]);
  });

  it('answers the small copy of a picture, and 404 for an address it does not hold', async () => {
    const small = await get(picture.replace(/\.webp$/, '-sm.webp'));
    expect(small.response.status).toBe(200);
    expect(small.bytes.length).toBeLessThan(fs.statSync(path.join(seeded, picture.slice('/media/'.length))).size);
    expect((await get('/media/p/999999999-1.webp')).response.status).toBe(404);
    expect((await get(datasheet.replace(/\.pdf$/, '-sm.pdf'))).response.status).toBe(404);
    expect((await get('/media/..%2Fpglite%2FPG_VERSION')).response.status).toBe(404);
  });

  it('sends a datasheet larger than one read in slices, byte for byte', async () => {
    const bytes = randomBytes(SLICE_BYTES * 2 + 12_345);
    const writer = new DatabaseMediaWriter(await getDb());
    await writer.write('files/large-manual.pdf', bytes);
    await writer.flush();
    const { response, bytes: served } = await get('/media/files/large-manual.pdf');
    expect(response.status).toBe(200);
    expect(served.equals(bytes)).toBe(true);
  });

  it('the seed’s writers put drawings, their links and datasheets into the database', async () => {
    const line = LINES[0]!;
    const writer = new DatabaseMediaWriter(await getDb());
    const pool = new ProductImagePool(writer, new Map([[line.slug, palette(line.color, line.bgColor)]]));
    const spec = { kind: 'dome', line: line.slug, vendor: 'Test vendor', view: 1 } as const;
    await pool.prepare([spec]);
    const src = await pool.place(987_654, 1, spec);
    await new PdfWriter(writer, 'pool/files').manual('navod-test.pdf', {
      title: 'Návod',
      category: 'Test',
      sections: [['Montáž', 'Text.']],
      accent: '#1d4f91',
    });
    await writer.link('pool/files/navod-test.pdf', 'files/navod-test.pdf');
    await writer.flush();
    const [full, small, manual] = await Promise.all([get(src), get(src.replace(/\.webp$/, '-sm.webp')), get('/media/files/navod-test.pdf')]);
    expect([full.response.status, small.response.status, manual.response.status]).toEqual([200, 200, 200]);
    expect(small.bytes.length).toBeLessThan(full.bytes.length);
    expect(manual.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
