/** @jest-environment node */
import { createLiveSearch, LIVE_SEARCH_DELAY_MS, type LiveSearchState } from '@/lib/browser/live-search';

interface Pending {
  query: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: Error) => void;
}

function setup() {
  const requests: Pending[] = [];
  const states: LiveSearchState<string>[] = [];
  const live = createLiveSearch<string>({
    search: (query, signal) => new Promise<string>((resolve, reject) => requests.push({ query, signal, resolve, reject })),
    onChange: (state) => states.push(state),
  });
  const last = () => states[states.length - 1];
  /** Types `text`, lets the delay pass and answers the request it sent with `answer`. */
  const typedAndAnswered = async (text: string, answer: string) => {
    live.input(text);
    jest.advanceTimersByTime(LIVE_SEARCH_DELAY_MS);
    requests[requests.length - 1]!.resolve(answer);
    await settle();
  };
  return { live, requests, states, last, typedAndAnswered };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
afterEach(() => jest.useRealTimers());

describe('live search debounce', () => {
  it('waits 1000 ms after the last keystroke and sends only the final text', () => {
    const { live, requests } = setup();
    live.input('k');
    jest.advanceTimersByTime(600);
    live.input('ka');
    jest.advanceTimersByTime(600);
    live.input('kamera');
    jest.advanceTimersByTime(LIVE_SEARCH_DELAY_MS - 1);
    expect(requests).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(requests.map((r) => r.query)).toEqual(['kamera']);
  });

  it('trims the text and sends nothing for a blank field, which resets the answer', async () => {
    const { live, requests, last, typedAndAnswered } = setup();
    await typedAndAnswered('  kamera  ', 'answer');
    expect(last()).toEqual({ status: 'done', query: 'kamera', result: 'answer' });
    live.input('   ');
    jest.advanceTimersByTime(LIVE_SEARCH_DELAY_MS * 2);
    expect(requests).toHaveLength(1);
    expect(last()).toEqual({ status: 'idle', query: '', result: null });
  });

  it('does not search the same text again', async () => {
    const { live, requests, typedAndAnswered } = setup();
    await typedAndAnswered('kamera', 'answer');
    live.input('kamera ');
    jest.advanceTimersByTime(LIVE_SEARCH_DELAY_MS);
    expect(requests).toHaveLength(1);
  });
});

describe('live search stale answers', () => {
  it('aborts the request in flight when a newer query is sent, and ignores its late answer', async () => {
    const { live, requests, last } = setup();
    live.input('kam');
    jest.advanceTimersByTime(LIVE_SEARCH_DELAY_MS);
    live.input('kamera');
    jest.advanceTimersByTime(LIVE_SEARCH_DELAY_MS);
    expect(requests.map((r) => r.query)).toEqual(['kam', 'kamera']);
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(requests[1]!.signal.aborted).toBe(false);

    requests[1]!.resolve('new answer');
    await settle();
    requests[0]!.resolve('old answer');
    await settle();
    expect(last()).toEqual({ status: 'done', query: 'kamera', result: 'new answer' });
  });

  it('ignores an answer that arrives after the field was cleared', async () => {
    const { live, requests, last } = setup();
    live.input('kamera');
    jest.advanceTimersByTime(LIVE_SEARCH_DELAY_MS);
    live.input('');
    expect(requests[0]!.signal.aborted).toBe(true);
    requests[0]!.resolve('late');
    await settle();
    expect(last()!.status).toBe('idle');
  });

  it('keeps the previous answer while waiting and reports a failure of the latest query only', async () => {
    const { live, requests, last, typedAndAnswered } = setup();
    await typedAndAnswered('kamera', 'first');
    live.input('kamera 4mp');
    expect(last()).toEqual({ status: 'waiting', query: 'kamera', result: 'first' });
    jest.advanceTimersByTime(LIVE_SEARCH_DELAY_MS);
    requests[1]!.reject(new Error('offline'));
    await settle();
    expect(last()).toEqual({ status: 'error', query: 'kamera', result: 'first' });
  });

  it('stops the timer and the request on dispose', () => {
    const { live, requests } = setup();
    live.input('kam');
    jest.advanceTimersByTime(LIVE_SEARCH_DELAY_MS);
    live.input('kamera');
    live.dispose();
    jest.advanceTimersByTime(LIVE_SEARCH_DELAY_MS);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.signal.aborted).toBe(true);
  });
});
