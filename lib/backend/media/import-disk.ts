import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { mediaType } from './content-types';
import { DatabaseMediaWriter } from './database-writer';

export interface ImportCounts {
  /** addresses now served from the database */
  files: number;
  /** bytes read from disk (a hard-linked file once) */
  bytes: number;
  /** contents no address named any more, removed */
  removed: number;
}

/** Every file below `root`, depth first, one directory open at a time. */
async function* filesBelow(root: string, folder = ''): AsyncGenerator<string> {
  const directory = await fs.promises.opendir(path.join(root, folder));
  for await (const entry of directory) {
    const address = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesBelow(root, address);
    else if (entry.isFile()) yield address;
  }
}

/**
 * Copies the media under MEDIA_DIR into the database store (`npm run media:import`): every file of a
 * kind /media serves, under the same address, one file read at a time. Hard links (the seed's
 * product pictures) are read once; running it again replaces what changed.
 */
export async function importDiskMedia(db: Db, root: string): Promise<ImportCounts> {
  const writer = new DatabaseMediaWriter(db);
  const firstOfInode = new Map<string, string>();
  const counts: ImportCounts = { files: 0, bytes: 0, removed: 0 };
  for await (const address of filesBelow(root)) {
    if (!mediaType(address)) continue;
    const file = path.join(root, address);
    const { dev, ino } = await fs.promises.stat(file);
    const inode = `${dev}:${ino}`;
    const first = firstOfInode.get(inode);
    if (first) await writer.link(first, address);
    else {
      const bytes = await fs.promises.readFile(file);
      await writer.write(address, bytes);
      firstOfInode.set(inode, address);
      counts.bytes += bytes.length;
    }
    counts.files++;
  }
  await writer.flush();
  counts.removed = await writer.removeUnnamed();
  return counts;
}
