/** @jest-environment node */
import { routeConsoleToLog } from '@/lib/runtime/instance/console-to-log';
import { capturedLogger } from '../../../../support/captured-log';

const WINDOW_MS = 30_000;
const saved = { error: console.error, warn: console.warn, info: console.info, log: console.log };

afterEach(() => Object.assign(console, saved));

/** The console routed to a captured logger on a clock the test moves. */
function routed() {
  const { logger, parsed } = capturedLogger();
  const clock = { now: 1_000_000 };
  const stop = routeConsoleToLog(logger, WINDOW_MS, () => clock.now);
  return { parsed, clock, stop };
}

describe('library lines on the console', () => {
  it('a failing cache client reconnecting for a minute writes a few lines with counts, not hundreds', () => {
    const { parsed, clock, stop } = routed();
    // like the Redis cache handler while its server is gone: an error and a retry line every 80 ms for 60 s
    for (let at = 0; at < 60_000; at += 80) {
      clock.now = 1_000_000 + at;
      console.error('Subscriber client error:', new Error('connect ECONNREFUSED 127.0.0.1:6390'));
      console.warn(`Subscriber reconnect attempt ${at / 80} failed, retrying in ${100 + (at % 400)}ms`);
    }
    clock.now += WINDOW_MS;
    console.info('cache server back');
    stop();
    const lines = parsed();
    expect(lines.length).toBeLessThanOrEqual(10);
    const errors = lines.filter((line) => line.level === 'error');
    expect(errors[0]).toMatchObject({ msg: 'Subscriber client error:', err: { message: expect.stringContaining('ECONNREFUSED') } });
    // every line held back is counted in a summary of its own kind and level
    const heldErrors = errors.reduce((sum, line) => sum + (typeof line.repeated === 'number' ? line.repeated : 0), 0);
    expect(heldErrors + errors.filter((line) => line.repeated === undefined).length).toBe(750);
    expect(lines.find((line) => line.level === 'warn' && typeof line.repeated === 'number')?.msg).toMatch(
      /^Subscriber reconnect attempt \d+ failed.*\(repeated \d+× in 30 s\)$/,
    );
    expect(lines.at(-1)).toMatchObject({ level: 'info', msg: 'cache server back' });
  });

  it('different lines are all written, and a line that does not repeat gets no summary', () => {
    const { parsed, stop } = routed();
    console.warn('one');
    console.warn('two');
    console.error('three');
    stop();
    expect(parsed().map((line) => [line.level, line.msg, line.repeated])).toEqual([
      ['warn', 'one', undefined],
      ['warn', 'two', undefined],
      ['error', 'three', undefined],
    ]);
  });

  it('a summary keeps the error in err, so an e-mail address in its message is masked there too', () => {
    jest.useFakeTimers();
    try {
      const { parsed, clock, stop } = routed();
      for (let i = 0; i < 3; i++) console.error('mail library:', new Error('550 mailbox jana.novakova@example.sk unavailable'));
      clock.now += WINDOW_MS;
      jest.advanceTimersByTime(WINDOW_MS);
      stop();
      const lines = parsed();
      expect(lines.map((line) => line.repeated)).toEqual([undefined, 2]);
      expect(JSON.stringify(lines)).not.toContain('jana.novakova@example.sk');
      expect(lines[1]).toMatchObject({ msg: 'mail library: (repeated 2× in 30 s)', err: { message: expect.stringContaining('[e-mail]') } });
    } finally {
      jest.useRealTimers();
    }
  });

  it('the summary comes when the failures stop, without a further line', () => {
    jest.useFakeTimers();
    try {
      const { parsed, clock, stop } = routed();
      console.error('Redis client error', new Error('Socket closed unexpectedly'));
      console.error('Redis client error', new Error('Socket closed unexpectedly'));
      console.error('Redis client error', new Error('Socket closed unexpectedly'));
      clock.now += WINDOW_MS;
      jest.advanceTimersByTime(WINDOW_MS);
      stop();
      expect(parsed().map((line) => line.repeated)).toEqual([undefined, 2]);
    } finally {
      jest.useRealTimers();
    }
  });
});
