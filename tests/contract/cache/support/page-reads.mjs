// Run by page-read-memory.test.ts in a process of its own (node --expose-gc), so the package's Redis
// clients, which it never closes, end with it. Reads one page entry READS times through the shop's
// page cache handler and prints what the heap held, in MB: right after the reads, and once the
// package's bound on a read (PACKAGE_READ_TIMEOUT_MS) has passed. REDIS_URL and NEXT_DIST_DIR
// (a folder with a BUILD_ID) come from the test.
import { randomBytes } from 'node:crypto';
import PageCacheHandler from '../../../../lib/runtime/next-cache/page-cache-handler.mjs';
import { PACKAGE_READ_TIMEOUT_MS } from '../../../../lib/runtime/next-cache/outage-guard.mjs';

const MB = 1024 * 1024;
const READS = 40;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const used = () => {
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};

const handler = new PageCacheHandler({});
// about 1 MB as stored: HTML and its RSC payload
const page = {
  kind: 'APP_PAGE',
  html: `<main>${randomBytes(384 * 1024).toString('hex')}</main>`,
  rscData: Buffer.from(randomBytes(128 * 1024).toString('hex')),
  headers: {},
  status: 200,
  postponed: undefined,
  segmentData: new Map(),
};
await handler.set('/kamery', page, { tags: [], cacheControl: { revalidate: 60, expire: 3600 } });
const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const before = used();
let read = 0;
for (let i = 0; i < READS; i += 1) if ((await handler.get('/kamery', context))?.value?.kind === 'APP_PAGE') read += 1;
const afterReads = used();
await sleep(PACKAGE_READ_TIMEOUT_MS + 500);
const afterBound = used();
console.log(JSON.stringify({ read, heldMb: (afterReads - before) / MB, afterBoundMb: (afterBound - before) / MB }));
process.exit(0);
