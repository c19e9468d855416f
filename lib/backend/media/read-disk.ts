import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fullSizeOf } from '../media-copies';
import type { MediaFile } from './media-file';

async function statFile(file: string): Promise<fs.Stats | null> {
  try {
    const stats = await fs.promises.stat(file);
    return stats.isFile() ? stats : null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/** The file under MEDIA_DIR; a missing small copy of a picture reads as the picture itself (media-copies.ts). */
export async function findDiskMedia(root: string, address: string, type: string): Promise<MediaFile | null> {
  const requested = path.resolve(root, address);
  if (!requested.startsWith(root + path.sep)) return null;
  const fullSize = type.startsWith('image/') ? fullSizeOf(requested) : undefined;
  let file = requested;
  let stats = await statFile(file);
  if (!stats && fullSize) stats = await statFile((file = fullSize));
  if (!stats) return null;
  return {
    type,
    size: stats.size,
    // a weak tag: size and modification time, as nginx and most file servers tag files
    etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    open: () => Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>,
  };
}
