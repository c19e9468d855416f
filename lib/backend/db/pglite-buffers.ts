import fs from 'node:fs';
import path from 'node:path';

const MB = 1024 * 1024;
/** Floor: sorts, the catalogue's hot indexes and a seed's first batches fit without thrashing. */
const MIN_MB = 32;
/** PostgreSQL's own default, which PGlite keeps: a catalogue of 100 000 products is served as before. */
const MAX_MB = 128;

/** Bytes of the relation files under a PGlite data directory (tables, indexes, TOAST). */
function relationBytes(dir: string): number {
  let total = 0;
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) total += fs.statSync(file).size;
    }
  };
  const base = path.join(dir, 'base');
  if (fs.existsSync(base)) walk(base);
  return total;
}

/**
 * PostgreSQL's buffer pool for a PGlite directory, in MB: the database once and a half, between 32
 * and 128. PGlite allocates (and so touches) the whole pool inside its WebAssembly memory when it
 * starts, so its 128 MB default sat resident in the server even when the whole database is a
 * fraction of it (the demo catalogue; docs/performance.md): RSS that held nothing. A pool larger
 * than the database buys no speed; a large catalogue still gets PostgreSQL's default.
 */
export function pgliteSharedBuffersMb(dir: string): number {
  const wanted = Math.ceil((relationBytes(dir) * 1.5) / MB);
  return Math.min(MAX_MB, Math.max(MIN_MB, Math.ceil(wanted / 8) * 8));
}

/** PGlite's start parameters with the buffer pool sized to the database (see pgliteSharedBuffersMb). */
export function pgliteStartParams(defaults: readonly string[], dir: string): string[] {
  return [...defaults, '-c', `shared_buffers=${pgliteSharedBuffersMb(dir)}MB`];
}
