/**
 * `npm run media:import`: copies the media under MEDIA_DIR (default DATA_DIR/media) into the
 * database, for MEDIA_STORE=database (docs/deploying.md, Media). Safe to run again; on PGlite
 * with the shop stopped (it takes the DATA_DIR lock).
 */
import './lib/check-settings';
import { errorCause } from '../lib/runtime/instance/error-cause';
import { mediaDir, openDatabase } from '../lib/backend/db/client';
import { importDiskMedia } from '../lib/backend/media/import-disk';

async function main(): Promise<void> {
  const root = mediaDir();
  const started = performance.now();
  const handle = await openDatabase({ lock: true });
  try {
    const counts = await importDiskMedia(handle.db, root);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${root}: ${counts.files} files (${(counts.bytes / 1e6).toFixed(1)} MB read) now in the database in ${seconds} s`);
    if (counts.removed > 0) console.log(`Removed ${counts.removed} stored contents no address names any more.`);
    console.log('Set MEDIA_STORE=database on every instance to serve them from there.');
  } finally {
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const { code, message } = errorCause(error);
    console.error(`Media import failed: ${code ? `${code} ` : ''}${message}`);
    process.exit(1);
  },
);
