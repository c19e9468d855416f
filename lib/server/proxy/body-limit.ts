import 'server-only';

/** Largest request body the proxy forwards (1 MiB); the contract's JSON bodies are far smaller. */
export const MAX_BODY_BYTES = 1_048_576;

/** The request body, fully read, or why it was not. */
export type BodyResult = { kind: 'ok'; bytes: Uint8Array<ArrayBuffer> | undefined } | { kind: 'too-large' };

function declaredLength(request: Request): number | null {
  const raw = request.headers.get('content-length');
  return raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw) : null;
}

/**
 * Reads the body while counting: Content-Length is checked up front to refuse early, but a chunked
 * body has none and a header can lie, so the bytes actually read decide.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<BodyResult> {
  if (!request.body) return { kind: 'ok', bytes: undefined };
  const declared = declaredLength(request);
  if (declared !== null && declared > maxBytes) {
    await request.body.cancel().catch(() => undefined);
    return { kind: 'too-large' };
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading: the rest of an oversized upload is never buffered.
      await reader.cancel().catch(() => undefined);
      return { kind: 'too-large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: 'ok', bytes };
}
