/** @jest-environment node */
import { connection } from 'next/server';
import { retrySoon } from '@/lib/server/cache-manifest';
import { orNullInBuild, readOrFallback } from '@/lib/server/catalogue/cached-read';
import { installCapturedLogger } from '../../../../support/captured-log';

jest.mock('next/server', () => ({ connection: jest.fn(async () => undefined) }));
jest.mock('@/lib/server/cache-manifest', () => ({ retrySoon: jest.fn() }));
const requestScope = jest.mocked(connection);
const shortLife = jest.mocked(retrySoon);

let logged: ReturnType<typeof installCapturedLogger>;
beforeEach(() => {
  requestScope.mockReset();
  shortLife.mockReset();
  requestScope.mockResolvedValue(undefined);
  logged = installCapturedLogger();
});
afterEach(() => {
  logged.restore();
  jest.restoreAllMocks();
});

describe('a page part that must not break its page', () => {
  it('is the cached read when it answers', async () => {
    await expect(readOrFallback('Menu', [], async () => ['cctv'])).resolves.toEqual(['cctv']);
    expect(requestScope).not.toHaveBeenCalled();
  });

  it('is the fallback for a request’s own render when the read fails, logged on one line', async () => {
    await expect(readOrFallback('Menu', [], async () => Promise.reject(new Error('backend answered 503')))).resolves.toEqual([]);
    expect(requestScope).toHaveBeenCalledTimes(1);
    expect(logged.parsed()).toEqual([
      expect.objectContaining({ level: 'error', msg: 'Menu could not be loaded', err: { type: 'Error', message: 'backend answered 503' } }),
    ]);
  });

  it('stops a regeneration’s prerender instead of rendering the fallback into a stored page', async () => {
    const postponed = new Error('prerender postponed');
    requestScope.mockRejectedValue(postponed);
    await expect(readOrFallback('Menu', [], async () => Promise.reject(new Error('down')))).rejects.toBe(postponed);
  });

  it('reads no clock in a prerender: nothing is logged before the prerender stops (a timestamp there aborts the build)', async () => {
    let loggedWhenAsked: unknown[] = ['not asked'];
    requestScope.mockImplementation(() => {
      loggedWhenAsked = logged.parsed();
      return new Promise<never>(() => undefined); // a prerender's connection() never resolves
    });
    void readOrFallback('Menu', [], async () => Promise.reject(new Error('down')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(loggedWhenAsked).toEqual([]);
    expect(logged.parsed()).toEqual([]);
  });

  describe('during `next build` (inside the cached read)', () => {
    const phase = process.env.NEXT_PHASE;
    beforeEach(() => void (process.env.NEXT_PHASE = 'phase-production-build'));
    afterEach(() => {
      if (phase === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = phase;
    });

    it('answers null for minutes instead of throwing, on one warn line; the page gets the fallback without stopping', async () => {
      const read = () => orNullInBuild('Home blogs', async () => Promise.reject(new Error('down')));
      await expect(read()).resolves.toBeNull();
      expect(shortLife).toHaveBeenCalledTimes(1);
      expect(logged.parsed()).toEqual([
        expect.objectContaining({ level: 'warn', msg: 'Home blogs could not be loaded during the build: the page is built without it and rendered again within minutes' }),
      ]);
      await expect(readOrFallback('Home blogs', ['fallback'], read)).resolves.toEqual(['fallback']);
      expect(requestScope).not.toHaveBeenCalled();
    });

    it('outside the build the error leaves the cached read (no cache keeps it)', async () => {
      delete process.env.NEXT_PHASE;
      const down = new Error('down');
      await expect(orNullInBuild('Home blogs', async () => Promise.reject(down))).rejects.toBe(down);
      expect(shortLife).not.toHaveBeenCalled();
    });
  });
});
