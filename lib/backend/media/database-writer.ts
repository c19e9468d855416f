import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaBlobs, mediaFiles } from '../db/schema';
import type { MediaWriter } from './writer';

/** Addresses named per INSERT: few statements for 100 000 products, far under PostgreSQL's parameter limit. */
const NAME_BATCH = 1000;

type FileRow = typeof mediaFiles.$inferInsert;

/**
 * Rows in media_blobs (each content once, by SHA-256) and media_files (address → content):
 * what instances without a shared volume, and Vercel's functions, serve /media from.
 */
export class DatabaseMediaWriter implements MediaWriter {
  readonly store = 'database';
  /** address → SHA-256 of what was written under it, for links (the seed's pool: a few hundred) */
  private readonly written = new Map<string, string>();
  /** contents already in media_blobs: the same bytes under another address are stored once */
  private readonly stored = new Set<string>();
  private pending: FileRow[] = [];

  constructor(private readonly db: Db) {}

  async write(address: string, bytes: Uint8Array): Promise<void> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (!this.stored.has(sha256)) {
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      await this.db.insert(mediaBlobs).values({ sha256, size: bytes.byteLength, bytes: buffer }).onConflictDoNothing();
      this.stored.add(sha256);
    }
    this.written.set(address, sha256);
    await this.name(address, sha256);
  }

  async link(source: string, target: string): Promise<void> {
    const sha256 = this.written.get(source);
    if (!sha256) throw new Error(`media ${source} was not written before it was linked to ${target}`);
    await this.name(target, sha256);
  }

  private async name(path: string, sha256: string): Promise<void> {
    this.pending.push({ path, sha256 });
    if (this.pending.length >= NAME_BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    const rows = this.pending;
    this.pending = [];
    if (rows.length > 0) await this.upsert(rows);
  }

  /** Content no address names any more (an address written again with other bytes). */
  async removeUnnamed(): Promise<number> {
    const removed = await this.db
      .delete(mediaBlobs)
      .where(sql`NOT EXISTS (SELECT 1 FROM ${mediaFiles} WHERE ${mediaFiles.sha256} = ${mediaBlobs.sha256})`)
      .returning({ sha256: mediaBlobs.sha256 });
    return removed.length;
  }

  private async upsert(rows: FileRow[]): Promise<void> {
    await this.db
      .insert(mediaFiles)
      .values(rows)
      .onConflictDoUpdate({ target: mediaFiles.path, set: { sha256: sql`excluded.sha256` } });
  }
}
