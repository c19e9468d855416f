/** @jest-environment node */
import { HASH_COST_MS, HASH_QUEUE, HASH_QUEUE_WORK_MS, HASH_SLOTS, HASH_WAIT_MS, hashQueueFor, hashingBusy, inHashSlot } from '@/lib/backend/auth/hash-gate';

/** A unit of work that runs until released. */
function heldWork() {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { work: () => done, release };
}

async function expectBusy(result: { value: unknown } | { response: Response }) {
  expect('response' in result).toBe(true);
  if (!('response' in result)) return;
  expect(result.response.status).toBe(503);
  expect(Number(result.response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await result.response.json()).toEqual({ success: false, error: [{ key: 'busy', code: 'messages.busy.tryAgain' }] });
}

describe('hashing slots', () => {
  afterEach(() => jest.useRealTimers());

  it('runs at most one hash per core; the others wait their turn and then run', async () => {
    const held = heldWork();
    let active = 0;
    let most = 0;
    const work = async () => {
      active += 1;
      most = Math.max(most, active);
      await held.work();
      active -= 1;
      return 'done';
    };
    const all = Array.from({ length: HASH_SLOTS + 3 }, () => inHashSlot(work));
    await Promise.resolve();
    expect(active).toBe(HASH_SLOTS);
    held.release();
    expect(await Promise.all(all)).toEqual(Array(HASH_SLOTS + 3).fill({ value: 'done' }));
    expect(most).toBe(HASH_SLOTS);
  });

  it('queues about 1.5 s of hashing work, so on two cores a rush of 40 sign-ins all get a place', () => {
    for (const slots of [1, 2, 3, 8]) {
      const work = (hashQueueFor(slots) * HASH_COST_MS) / slots;
      expect(work).toBeLessThanOrEqual(HASH_QUEUE_WORK_MS);
      expect(work).toBeGreaterThan(HASH_QUEUE_WORK_MS - HASH_COST_MS);
    }
    expect(HASH_QUEUE_WORK_MS).toBeGreaterThanOrEqual(1_000);
    expect(HASH_QUEUE_WORK_MS).toBeLessThanOrEqual(2_000);
    expect(2 + hashQueueFor(2)).toBeGreaterThanOrEqual(40);
  });

  it('a queued request waits its turn however long a loaded machine takes (past 4 s), instead of being refused', async () => {
    jest.useFakeTimers();
    const held = heldWork();
    const rush = Array.from({ length: Math.min(40, HASH_SLOTS + HASH_QUEUE) }, () => inHashSlot(held.work));
    // every hash slowed down by a neighbour: nothing finishes for 4 s
    jest.advanceTimersByTime(4_000);
    held.release();
    const outcomes = await Promise.all(rush);
    expect(outcomes.filter((outcome) => 'response' in outcome)).toEqual([]);
  });

  it('refuses at once when every slot and queue place is taken, without running the work', async () => {
    const held = heldWork();
    const occupants = Array.from({ length: HASH_SLOTS + HASH_QUEUE }, () => inHashSlot(held.work));
    const work = jest.fn(async () => 'never');
    await expectBusy(await inHashSlot(work));
    expect(work).not.toHaveBeenCalled();
    held.release();
    await Promise.all(occupants);
    // the queue drained: the next one runs
    expect(await inHashSlot(work)).toEqual({ value: 'never' });
  });

  it('refuses a request still waiting at the last-resort deadline (short of the proxy timeout), and keeps serving the queue', async () => {
    jest.useFakeTimers();
    const held = heldWork();
    const occupants = Array.from({ length: HASH_SLOTS }, () => inHashSlot(held.work));
    const work = jest.fn(async () => 'late');
    const waiting = inHashSlot(work);
    jest.advanceTimersByTime(HASH_WAIT_MS);
    await expectBusy(await waiting);
    expect(work).not.toHaveBeenCalled();
    const next = inHashSlot(work);
    held.release();
    await Promise.all(occupants);
    expect(await next).toEqual({ value: 'late' });
  });

  it('frees the slot when the work throws', async () => {
    const failing = Array.from({ length: HASH_SLOTS }, () => inHashSlot(() => Promise.reject(new Error('boom'))));
    for (const f of failing) await expect(f).rejects.toThrow('boom');
    expect(await inHashSlot(async () => 1)).toEqual({ value: 1 });
  });

  it('answers busy with the envelope a client understands', async () => {
    await expectBusy({ response: hashingBusy() });
  });
});
