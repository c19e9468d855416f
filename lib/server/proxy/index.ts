import 'server-only';
import { sendToBackend } from '../transport';

/** Placeholder pass-through; replaced by the full proxy rules (header allowlist, limits, auth_check). */
export async function proxyRequest(request: Request): Promise<Response> {
  return sendToBackend(request);
}
