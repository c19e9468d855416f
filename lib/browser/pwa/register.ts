import { createStore } from '@/lib/browser/listener-store';
import { SERVICE_WORKER_PATH, SKIP_WAITING_MESSAGE } from '@/lib/shared/pwa/offline';

/** A new version's worker, installed and waiting while an older one controls the page: the page offers to load it. */
export const waitingWorker = createStore<ServiceWorker | null>(null);

/**
 * Runs `task` once the page has loaded and the browser is idle, so nothing started here competes
 * with the page becoming interactive (issue 48, item 5).
 */
export function whenIdleAfterLoad(task: () => void): void {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 5000 }) : window.setTimeout(task, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Registers the service worker and watches for a newer version waiting behind the one in control. */
export async function registerServiceWorker(): Promise<void> {
  // updateViaCache 'none': the browser checks /sw.js itself, never an HTTP-cached copy
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/', updateViaCache: 'none' });
  // the first worker takes the page over silently; only a replacement is offered
  const offer = (worker: ServiceWorker) => {
    if (navigator.serviceWorker.controller) waitingWorker.set(worker);
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

/** The person chose the new version: the waiting worker takes over and the page reloads once under it. */
export function activateWaitingWorker(): void {
  const worker = waitingWorker.get();
  if (!worker) return;
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  worker.postMessage({ type: SKIP_WAITING_MESSAGE });
}
