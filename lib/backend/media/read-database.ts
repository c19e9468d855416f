import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { fullSizeOf } from '../media-copies';
import type { MediaFile } from './media-file';

/**
 * Bytes read per query: a catalogue picture in one, a large datasheet in slices, so an instance
 * holds at most one slice of a file at a time. Base64 text is decoded natively on both drivers
 * (PGlite parses bytea hex byte by byte); media_blobs.bytes is stored uncompressed (the
 * migration sets STORAGE EXTERNAL), so a slice reads only its own part of the value.
 */
export const SLICE_BYTES = 256 * 1024;

interface Head {
  sha256: string;
  size: number;
  head: string;
}

async function findHead(db: Db, address: string): Promise<Head | undefined> {
  const [row] = await queryRows<Head>(
    db,
    sql`SELECT b.sha256, b.size, encode(substring(b.bytes FROM 1 FOR ${SLICE_BYTES}), 'base64') AS head
        FROM media_files f JOIN media_blobs b ON b.sha256 = f.sha256 WHERE f.path = ${address}`,
  );
  return row;
}

async function readSlice(db: Db, sha256: string, offset: number): Promise<Buffer> {
  const [row] = await queryRows<{ slice: string }>(
    db,
    sql`SELECT encode(substring(bytes FROM ${offset + 1} FOR ${SLICE_BYTES}), 'base64') AS slice FROM media_blobs WHERE sha256 = ${sha256}`,
  );
  if (!row) throw new Error(`media content ${sha256} vanished while it was sent`);
  return Buffer.from(row.slice, 'base64');
}

/** The file under an address in media_files; a missing small copy of a picture reads as the picture (media-copies.ts). */
export async function findDatabaseMedia(db: Db, address: string, type: string): Promise<MediaFile | null> {
  const fullSize = type.startsWith('image/') ? fullSizeOf(address) : undefined;
  const found = (await findHead(db, address)) ?? (fullSize ? await findHead(db, fullSize) : undefined);
  if (!found) return null;
  const { sha256, size } = found;
  return {
    type,
    size,
    etag: `"${sha256}"`,
    open: () => {
      let offset = 0;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          const bytes = offset === 0 ? Buffer.from(found.head, 'base64') : await readSlice(db, sha256, offset);
          offset += bytes.length;
          if (bytes.length > 0) controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
          if (offset >= size || bytes.length === 0) controller.close();
        },
      });
    },
  };
}
