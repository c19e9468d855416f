import { serviceWorkerResponse } from '@/lib/server/service-worker';

/** /sw.js: the service worker of this build (docs/decisions/063-installable-offline-shell.md). */
export function GET(): Promise<Response> {
  return serviceWorkerResponse();
}
