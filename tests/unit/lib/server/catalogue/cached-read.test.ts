/** @jest-environment node */
import { connection } from 'next/server';
import { readOrFallback } from '@/lib/server/catalogue/cached-read';
import { installCapturedLogger } from '../../../../support/captured-log';

jest.mock('next/server', () => ({ connection: jest.fn(async () => undefined) }));
jest.mock('@/lib/server/cache-manifest', () => ({ retrySoon: jest.fn() }));
const requestScope = jest.mocked(connection);

let logged: ReturnType<typeof installCapturedLogger>;
beforeEach(() => {
  requestScope.mockReset();
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

  it('stops a prerender (a regeneration, the build) instead of rendering the fallback into a stored page', async () => {
    const postponed = new Error('prerender postponed');
    requestScope.mockRejectedValue(postponed);
    await expect(readOrFallback('Menu', [], async () => Promise.reject(new Error('down')))).rejects.toBe(postponed);
  });
});
