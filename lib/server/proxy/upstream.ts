import 'server-only';
import { UpstreamTimeoutError } from '../transport';

/** Hands a request to the backend, giving up after `timeoutMs` (sendToBackend's signature). */
export type SendToBackend = (request: Request, timeoutMs: number) => Promise<Response>;

/**
 * Calls the upstream with the timeout and also enforces it here: an injected sender that ignores
 * the timeout must not hang a browser's request forever.
 */
export async function callUpstream(send: SendToBackend, request: Request, timeoutMs: number): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamTimeoutError(`Backend silent for ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([send(request, timeoutMs), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
