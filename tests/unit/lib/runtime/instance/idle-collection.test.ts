/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { collectWhenIdle, v8Heap, type Heap } from '@/lib/runtime/instance/idle-collection';
import { requestContext } from '@/lib/runtime/instance/request-context';
import { capturedLogger } from '../../../../support/captured-log';

const QUIET_MS = 150;
const MB = 1024 * 1024;
const MIN_RECLAIMABLE = 32 * MB;

/** What a burst made and dropped: arrays of 131 072 doubles, 1 MB each on V8's heap. */
let kept: number[][] = [];
function allocate(megabytes: number) {
  for (let i = 0; i < megabytes; i += 1) kept.push(new Array<number>(131_072).fill(i + 0.5));
}

/** V8's old space: the pages it holds and how much of them live objects use, in MB. */
function oldSpace() {
  const space = v8.getHeapSpaceStatistics().find((entry) => entry.space_name === 'old_space');
  if (!space) throw new Error('V8 reports no old space');
  return { usedMb: space.space_used_size / MB, unusedMb: (space.space_size - space.space_used_size) / MB };
}

/**
 * A heap whose use the test sets: V8 collects on its own whenever it likes, so what a burst leaves
 * for the idle collection cannot be fixed with V8's. `used` is what objects use, `total` the pages
 * the heap holds (20 MB more at the start). A collection (the instance's, or V8's own with
 * `v8Collects`) brings the use back to the baseline and what stays alive (`live`, none at first);
 * only the instance's compacting one gives pages back.
 */
function testHeap() {
  const baseline = 80 * MB;
  const heap = { used: baseline, total: baseline + 20 * MB, live: 0, collections: 0 };
  const listeners: Array<(usedAfter: number) => void> = [];
  /** allocates on new pages */
  const grow = (bytes: number) => {
    heap.used += bytes;
    heap.total += bytes;
  };
  /** allocates on pages the heap holds already (freed by a collection) */
  const use = (bytes: number) => {
    heap.used = Math.min(heap.total, heap.used + bytes);
  };
  /** V8's own full collection under load: the garbage freed, the pages kept */
  const v8Collects = () => {
    heap.used = baseline + heap.live;
    for (const listener of listeners) listener(heap.used);
  };
  const view: Heap = {
    usage: () => ({ used: heap.used, total: heap.total }),
    collect: () => {
      heap.collections += 1;
      heap.used = baseline + heap.live;
      heap.total = heap.used + 20 * MB;
    },
    onFullCollection: (listener) => listeners.push(listener),
  };
  return { heap, grow, use, v8Collects, view };
}

async function startServer(heap: Heap, handler: http.RequestListener) {
  const captured = capturedLogger();
  // as the instance server runs every request: in its request context (log lines carry its id)
  const server = http.createServer((req, res) => requestContext().run({ requestId: 'burst-request' }, () => handler(req, res)));
  const idle = collectWhenIdle(server, { quietMs: QUIET_MS, minReclaimableBytes: MIN_RECLAIMABLE, log: captured.logger, heap });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string) =>
    new Promise<void>((resolve, reject) => http.get(base + path, { agent: false }, (res) => res.resume().on('end', resolve)).on('error', reject));
  const collections = () => captured.parsed().filter((line) => line.msg === 'idle heap collection');
  return { get, collections, idle, lines: captured.parsed, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an instance that falls quiet after a burst', () => {
  it("V8's full collection, the one the instance runs, gives back what a burst dropped", () => {
    const heap = v8Heap();
    heap.collect();
    const baseline = heap.usage().used;
    allocate(64);
    kept = [];
    // read and collected in one synchronous step, so V8 cannot have collected any of it on its own;
    // a collection V8 ran during the burst may have flushed some of the baseline's own objects (old
    // bytecode), so what the collection gave back is measured against its own start, not the baseline
    const before = heap.usage().used;
    heap.collect();
    const after = heap.usage().used;
    expect((before - after) / MB).toBeGreaterThanOrEqual(60); // the burst's garbage was there and is given back
    expect((after - baseline) / MB).toBeLessThan(4); // all of it
  });

  it("reports V8's full collections, with what survived them, as the idle collection reads them", async () => {
    const heap = v8Heap();
    const reports: number[] = [];
    heap.onFullCollection((usedAfter) => reports.push(usedAfter));
    allocate(32);
    kept = [];
    const before = heap.usage().used;
    heap.collect();
    // Node delivers the collection's entry on a later turn of the loop
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports.length).toBeGreaterThanOrEqual(1);
    expect((before - reports.at(-1)!) / MB).toBeGreaterThanOrEqual(28);
  });

  it('and gives back the pages its survivors were spread over, which a plain full collection keeps', () => {
    v8.setFlagsFromString('--expose-gc');
    const plainCollection = vm.runInNewContext('gc') as () => void;
    const heap = v8Heap();
    heap.collect();
    // a burst of small objects, all alive until it ends (as a request's are across its awaits, so
    // V8 promotes them), of which one in twenty survives it: their pages stay mostly empty
    const spread = () => {
      const burst: { id: number; name: string }[] = [];
      for (let i = 0; i < 1_500_000; i += 1) burst.push({ id: i, name: `item ${i}` });
      return burst.filter((item) => item.id % 20 === 0);
    };
    const afterBurst = (collection: () => void) => {
      const survivors = spread();
      collection();
      const space = oldSpace();
      expect(survivors).toHaveLength(75_000); // kept alive until measured
      return space;
    };
    // Without incremental marking for the test: a marking V8 started during the burst would make the
    // control's gc() two collections (it finishes that marking, then collects afresh), and the second
    // one, knowing how little of each page lives, compacts on V8's own heuristics. The instance's
    // collection compacts either way; the control is only clear-cut when it is one collection.
    v8.setFlagsFromString('--no-incremental-marking');
    let plain: ReturnType<typeof oldSpace>;
    let instance: ReturnType<typeof oldSpace>;
    try {
      plain = afterBurst(plainCollection);
      heap.collect(); // the control's pages given back before the next burst
      instance = afterBurst(() => heap.collect());
    } finally {
      v8.setFlagsFromString('--incremental-marking');
    }
    expect(plain.unusedMb).toBeGreaterThan(30); // the scene: one collection keeps pages holding little
    expect(instance.unusedMb).toBeLessThan(plain.unusedMb / 4);
    expect(instance.usedMb).toBeGreaterThan(plain.usedMb * 0.8); // the survivors moved, not freed
  });

  it('collects once no request has been in flight for the quiet time, not before, and logs the heap before and after as its own line', async () => {
    const { heap, grow, view } = testHeap();
    const server = await startServer(view, (req, res) => {
      if (req.url === '/burst') grow(200 * MB);
      res.end('ok');
    });
    try {
      await server.get('/burst');
      await sleep(QUIET_MS / 3);
      expect(heap.collections).toBe(0);
      await sleep(QUIET_MS * 3);
      expect(heap.collections).toBe(1);
      const [line] = server.collections();
      expect(line).toMatchObject({ level: 'info', heapUsedMb: [280, 80], heapTotalMb: [300, 100] });
      expect(line!.reqId).toBeUndefined(); // the instance's line, not the last request's
    } finally {
      await server.close();
    }
  });

  it('waits for the last request in flight', async () => {
    const { heap, grow, view } = testHeap();
    let release = () => {};
    const server = await startServer(view, (req, res) => {
      if (req.url === '/slow') release = () => res.end('ok');
      else {
        grow(200 * MB);
        res.end('ok');
      }
    });
    try {
      const slow = server.get('/slow');
      await server.get('/burst');
      await sleep(QUIET_MS * 3);
      expect(heap.collections).toBe(0); // /slow is still in flight
      release();
      await slow;
      await sleep(QUIET_MS * 3);
      expect(heap.collections).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("leaves growth below the threshold alone, as a load balancer's probes make, and counts it from the last collection", async () => {
    const { heap, grow, view } = testHeap();
    const server = await startServer(view, (req, res) => {
      grow((req.url === '/burst' ? 200 : 4) * MB);
      res.end('ok');
    });
    try {
      await server.get('/burst');
      await sleep(QUIET_MS * 3);
      expect(heap.collections).toBe(1);
      // 5 probes of 4 MB each, quiet in between: 20 MB since the last collection, under 32
      for (let probe = 0; probe < 5; probe += 1) {
        await server.get('/api/ready');
        await sleep(QUIET_MS * 2);
      }
      expect(heap.collections).toBe(1);
      // 3 more: 32 MB since the last collection
      for (let probe = 0; probe < 3; probe += 1) await server.get('/api/ready');
      await sleep(QUIET_MS * 3);
      expect(heap.collections).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('collects when V8 freed the objects under load but kept their pages, which are the RSS', async () => {
    const { heap, grow, v8Collects, view } = testHeap();
    const server = await startServer(view, (req, res) => {
      grow(200 * MB);
      v8Collects();
      res.end('ok');
    });
    try {
      await server.get('/burst');
      await sleep(QUIET_MS * 3);
      expect(heap.collections).toBe(1);
      expect(server.collections()[0]).toMatchObject({ heapUsedMb: [80, 80], heapTotalMb: [300, 100] });
    } finally {
      await server.close();
    }
  });

  it('counts from the collection the instance asked for after its warm, so the first quiet moment after it costs no second pause', async () => {
    const { heap, grow, view } = testHeap();
    const server = await startServer(view, (req, res) => {
      grow((req.url === '/warm' ? 300 : 4) * MB);
      if (req.url === '/warm') heap.live += 100 * MB; // the pages the warm cached stay in memory
      res.end('ok');
    });
    try {
      // the warm's requests come back to back and its collection follows at once, as scripts/server.ts runs it
      await server.get('/warm');
      server.idle.collect('heap collection after the warm');
      expect(heap.collections).toBe(1);
      expect(server.lines().find((line) => line.msg === 'heap collection after the warm')).toMatchObject({
        heapUsedMb: [380, 180],
        heapTotalMb: [400, 200],
      });
      // the first probe after it, then quiet: 4 MB since the warm's collection
      await server.get('/api/ready');
      await sleep(QUIET_MS * 3);
      expect(heap.collections).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("collects after a run in which V8's own collections freed what the warm's collection still found alive, in the pages it held", async () => {
    const { heap, grow, use, v8Collects, view } = testHeap();
    const server = await startServer(view, (req, res) => {
      if (req.url === '/warm') {
        grow(300 * MB);
        heap.live += 250 * MB; // what the warm's renders still hold when it ends
      } else {
        heap.live = 0; // released since
        v8Collects();
        use(200 * MB); // the run allocates on the pages the heap kept
        v8Collects();
      }
      res.end('ok');
    });
    try {
      await server.get('/warm');
      server.idle.collect('heap collection after the warm');
      expect(view.usage()).toEqual({ used: 330 * MB, total: 350 * MB });
      await server.get('/run');
      expect(view.usage()).toEqual({ used: 80 * MB, total: 350 * MB }); // the pages never grew past the warm's
      await sleep(QUIET_MS * 3);
      expect(heap.collections).toBe(2);
      expect(server.collections()[0]).toMatchObject({ heapUsedMb: [80, 80], heapTotalMb: [350, 100] });
    } finally {
      await server.close();
    }
  });
});
