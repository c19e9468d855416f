import 'server-only';

/** Largest request body the proxy forwards (1 MiB); the contract's JSON bodies are far smaller. */
export const MAX_BODY_BYTES = 1_048_576;

/** A request's or response's body, fully read, or why it was not. */
export type BodyResult = { kind: 'ok'; bytes: Uint8Array<ArrayBuffer> | undefined } | { kind: 'too-large' };

/** What readBodyWithin reads: a Request (uploads) or a Response (upstream error bodies). */
type Message = Pick<Request, 'body' | 'headers'>;

function declaredLength(message: Message): number | null {
  const raw = message.headers.get('content-length');
  return raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw) : null;
}

/**
 * Reads the body while counting: Content-Length is checked up front to refuse early, but a chunked
 * body has none and a header can lie, so the bytes actually read decide.
 */
export async function readBodyWithin(message: Message, maxBytes: number): Promise<BodyResult> {
  if (!message.body) return { kind: 'ok', bytes: undefined };
  const declared = declaredLength(message);
  if (declared !== null && declared > maxBytes) {
    await message.body.cancel().catch(() => undefined);
    return { kind: 'too-large' };
  }
  const reader = message.body.getReader();
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
