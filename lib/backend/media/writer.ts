import 'server-only';
import type { Db } from '../db/client';
import { mediaDir } from '../db/client';
import { DatabaseMediaWriter } from './database-writer';
import { DiskMediaWriter } from './disk-writer';
import { mediaStore, type MediaStore } from './store-setting';

/**
 * Where the seed (and `npm run media:import`) put catalogue pictures and datasheets. An address
 * is the part of the URL after /media/ (`banners/kamery.webp`); GET /media/<address> serves it.
 */
export interface MediaWriter {
  readonly store: MediaStore;
  /** Stores the bytes under the address, replacing what it held. */
  write(address: string, bytes: Uint8Array): Promise<void>;
  /** Makes `target` answer with the bytes written under `source`, without storing them twice. */
  link(source: string, target: string): Promise<void>;
  /** Stores what is still buffered; call once all is written. */
  flush(): Promise<void>;
}

/** The writer of the store MEDIA_STORE names (store-setting.ts). */
export function openMediaWriter(db: Db, store: MediaStore = mediaStore()): MediaWriter {
  return store === 'database' ? new DatabaseMediaWriter(db) : new DiskMediaWriter(mediaDir());
}
