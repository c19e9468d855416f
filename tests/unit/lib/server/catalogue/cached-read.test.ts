/** @jest-environment node */
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { connection } from 'next/server';
import { retrySoon } from '@/lib/server/cache-manifest';
import { orNullWhenStoring, readOrFallback } from '@/lib/server/catalogue/cached-read';
import { installCapturedLogger } from '../../../../support/captured-log';

jest.mock('next/server', () => ({ connection: jest.fn(async () => undefined) }));
jest.mock('next/dist/server/app-render/work-unit-async-storage.external', () => ({ workUnitAsyncStorage: { getStore: jest.fn(() => undefined) } }));
jest.mock('@/lib/server/cache-manifest', () => ({ retrySoon: jest.fn() }));
const requestScope = jest.mocked(connection);
const shortLife = jest.mocked(retrySoon);
/** What Next renders in: a request's own answer, or a prerender that stores the page (the build, a regeneration). */
const renderKind = jest.mocked(workUnitAsyncStorage.getStore);

let logged: ReturnType<typeof installCapturedLogger>;
beforeEach(() => {
  requestScope.mockReset();
  shortLife.mockReset();
  requestScope.mockResolvedValue(undefined);
  renderKind.mockReturnValue({ type: 'request' } as ReturnType<typeof workUnitAsyncStorage.getStore>);
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

  describe('a page Next renders to store it (a regeneration, the build)', () => {
    const prerender = () => renderKind.mockReturnValue({ type: 'prerender' } as ReturnType<typeof workUnitAsyncStorage.getStore>);
    const failing = (storing: boolean) => orNullWhenStoring('Home blogs', storing, async () => Promise.reject(new Error('down')));

    it('is stored without the part for minutes, on one warn line, instead of without every section', async () => {
      prerender();
      await expect(readOrFallback('Home blogs', ['fallback'], failing)).resolves.toEqual(['fallback']);
      expect(shortLife).toHaveBeenCalledTimes(1);
      expect(logged.parsed()).toEqual([
        expect.objectContaining({
          level: 'warn',
          msg: 'Home blogs could not be loaded while its page was rendered to be stored: the page is stored without it and rendered again within minutes',
        }),
      ]);
      // no hole left to request time: it had no Suspense boundary, and the stored page lost every section
      expect(requestScope).not.toHaveBeenCalled();
    });

    it('fails the render when the read still throws, so no page without the part is stored', async () => {
      prerender();
      const down = new Error('down');
      await expect(readOrFallback('Menu', [], async () => Promise.reject(down))).rejects.toBe(down);
      expect(requestScope).not.toHaveBeenCalled();
      expect(logged.parsed()).toEqual([]);
    });

    it('says so in the build’s own words during `next build`', async () => {
      const phase = process.env.NEXT_PHASE;
      process.env.NEXT_PHASE = 'phase-production-build';
      try {
        prerender();
        await expect(readOrFallback('Home blogs', ['fallback'], failing)).resolves.toEqual(['fallback']);
      } finally {
        if (phase === undefined) delete process.env.NEXT_PHASE;
        else process.env.NEXT_PHASE = phase;
      }
      expect(logged.parsed()).toEqual([
        expect.objectContaining({
          level: 'warn',
          msg: 'Home blogs could not be loaded during the build: the page is built without it and rendered again within minutes',
        }),
      ]);
    });

    it('in a request’s own render the error leaves the cached read (no cache keeps it) and the part is left out for that render', async () => {
      const down = new Error('down');
      await expect(orNullWhenStoring('Home blogs', false, async () => Promise.reject(down))).rejects.toBe(down);
      await expect(readOrFallback('Home blogs', ['fallback'], failing)).resolves.toEqual(['fallback']);
      expect(shortLife).not.toHaveBeenCalled();
      expect(logged.parsed()).toEqual([expect.objectContaining({ level: 'error', msg: 'Home blogs could not be loaded' })]);
    });
  });
});
