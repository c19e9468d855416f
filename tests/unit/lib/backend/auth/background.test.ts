/**
 * @jest-environment node
 */
import { AfterContext } from 'next/dist/server/after/after-context';
import { workAsyncStorage, type WorkStore } from 'next/dist/server/app-render/work-async-storage.external';
import { workUnitAsyncStorage, type WorkUnitStore } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { runAfterResponse, settleBackgroundWork } from '@/lib/backend/auth/background';

/**
 * A Next request as the platform runs it: Next's own AfterContext, with the platform's waitUntil
 * (what keeps a Vercel function alive after its response) and the response's close.
 */
function nextRequest() {
  const closeListeners: (() => void)[] = [];
  const keptAliveFor: Promise<unknown>[] = [];
  const afterContext = new AfterContext({
    waitUntil: (promise) => void keptAliveFor.push(promise),
    onClose: (listener) => void closeListeners.push(listener),
    onTaskError: undefined,
  });
  const workStore = { afterContext } as unknown as WorkStore;
  const workUnitStore = { type: 'request', phase: 'action' } as unknown as WorkUnitStore;
  return {
    run: (fn: () => void) => workAsyncStorage.run(workStore, () => workUnitAsyncStorage.run(workUnitStore, fn)),
    closeResponse: () => closeListeners.splice(0).forEach((listener) => listener()),
    keptAliveFor,
  };
}

// Issue 49 item 5: the mail after an order goes through Next's after(), so a function is not frozen with it half sent.
test('inside a Next request the work starts once the response is sent, and the platform waits for it', async () => {
  const request = nextRequest();
  const steps: string[] = [];
  let finish!: () => void;
  request.run(() =>
    runAfterResponse('mail sender', async () => {
      steps.push('started');
      await new Promise<void>((resolve) => (finish = resolve));
      steps.push('finished');
    }),
  );
  expect(request.keptAliveFor).toHaveLength(1);
  await new Promise((resolve) => setImmediate(resolve));
  expect(steps).toEqual([]);

  request.closeResponse();
  let platformDone = false;
  void Promise.all(request.keptAliveFor).then(() => (platformDone = true));
  while (steps.length === 0) await new Promise((resolve) => setImmediate(resolve));
  expect(steps).toEqual(['started']);
  expect(platformDone).toBe(false);

  finish();
  await Promise.all(request.keptAliveFor);
  expect(steps).toEqual(['started', 'finished']);
});

test('outside a Next request (the instance server, npm run backend) the work starts at once and is awaited by a stop', async () => {
  const steps: string[] = [];
  runAfterResponse('reset mail', async () => {
    steps.push('started');
    await new Promise((resolve) => setImmediate(resolve));
    steps.push('finished');
  });
  expect(steps).toEqual(['started']);
  await settleBackgroundWork();
  expect(steps).toEqual(['started', 'finished']);
});
