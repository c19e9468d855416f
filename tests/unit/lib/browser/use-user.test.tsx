import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { browserApi } from '@/lib/browser/api';
import { useUser } from '@/lib/browser/use-user';
import { clearToasts, getToasts } from '@/lib/browser/toast-store';

/** Each test gets its own SWR cache, so one test's answer never leaks into the next. */
function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

// jsdom has no fetch: the browser client's transport answers instead, with what the proxy would send.
jest.mock('@/lib/browser/api', () => ({ browserApi: { send: jest.fn() } }));

function answer(status: number, body: unknown) {
  const reply = { status, ok: status < 400, text: async () => JSON.stringify(body) } as unknown as Response;
  jest.mocked(browserApi.send).mockResolvedValue(reply);
}

afterEach(() => {
  clearToasts();
  jest.clearAllMocks();
});

const HINT = 'signed_in=1; path=/';
const NO_HINT = 'signed_in=; path=/; max-age=0';

describe('useUser (the session check on load, docs/rules.md#states, docs/rules.md#errors)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.cookie = HINT; // this browser signed in once: the check asks the backend
  });
  afterEach(() => {
    document.cookie = NO_HINT;
  });

  it('answers guest without asking the backend when the browser holds no signed-in hint', async () => {
    document.cookie = NO_HINT;
    const { result } = renderHook(() => useUser(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(browserApi.send).not.toHaveBeenCalled();
    expect(getToasts()).toEqual([]);
  });

  it('treats the not-logged-in answer as a guest, silently', async () => {
    answer(401, { success: false, error: [{ key: 'user', code: 'messages.user.not-logged-in' }] });
    const { result } = renderHook(() => useUser(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.isLoggedIn).toBe(false);
    expect(getToasts()).toEqual([]);
  });

  it('shows the loginFailure toast once when the check fails for another reason', async () => {
    answer(500, { success: false, error: [{ key: 'server', code: 'messages.server.error' }] });
    const { result } = renderHook(() => [useUser(), useUser()], { wrapper });
    await waitFor(() => expect(result.current[0]?.isLoading).toBe(false));
    await act(async () => undefined);
    expect(result.current[0]?.user).toBeNull();
    expect(getToasts().map((toast) => toast.message)).toEqual(['loginFailure']);
  });
});
