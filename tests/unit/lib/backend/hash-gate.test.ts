/** @jest-environment node */
import { HASH_QUEUE, HASH_SLOTS, HASH_WAIT_MS, hashingBusy, inHashSlot } from '@/lib/backend/auth/hash-gate';

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

  it('refuses a request that waited the longest allowed time, and keeps serving the queue', async () => {
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
