/** @jest-environment node */
import { createProxy } from '@/lib/server/proxy';
import { MAX_BODY_BYTES, readBodyWithin } from '@/lib/server/proxy/body-limit';
import { browserRequest, fakeUpstream } from './fake-upstream';

const TOO_LARGE = { success: false, error: [{ key: 'body', code: 'messages.body.tooLarge' }] };

/** A chunked upload (no Content-Length): `chunks` chunks of `size` bytes, counting how many were pulled. */
function chunkedBody(chunks: number, size: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  return { stream, pulled: () => pulled };
}

function streamingRequest(stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  // Node's fetch needs duplex 'half' for a stream body; the DOM typings do not know the field yet.
  const init: RequestInit & { duplex: 'half' } = { method: 'POST', body: stream, headers, duplex: 'half' };
  return browserRequest('/admin/v1/customer/address', init);
}

// Rule 4: more than 1 MiB is refused with 413, whatever the headers say.
describe('body limit', () => {
  it('is 1 MiB', () => expect(MAX_BODY_BYTES).toBe(1_048_576));

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const upstream = fakeUpstream();
    const body = chunkedBody(100, 65_536);
    const response = await createProxy({ send: upstream.send })(streamingRequest(body.stream, { 'content-length': '2000000' }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(upstream.seen).toHaveLength(0);
    expect(body.pulled()).toBeLessThanOrEqual(1);
  });

  it('counts a chunked body without Content-Length and stops reading past the limit', async () => {
    const upstream = fakeUpstream();
    const body = chunkedBody(100, 65_536); // 6.25 MiB offered
    const response = await createProxy({ send: upstream.send })(streamingRequest(body.stream));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
    expect(upstream.seen).toHaveLength(0);
    expect(body.pulled()).toBeLessThan(20); // 17 chunks pass the limit; a few more may be buffered ahead
  });

  it('does not trust a Content-Length that understates the body', async () => {
    const body = chunkedBody(3, 1000);
    const request = new Request('http://localhost:3000/admin/v1/x', {
      method: 'POST',
      body: body.stream,
      headers: { 'content-length': '10' },
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(await readBodyWithin(request, 2500)).toEqual({ kind: 'too-large' });
  });

  it('forwards a body of exactly 1 MiB', async () => {
    const upstream = fakeUpstream();
    const bytes = new Uint8Array(MAX_BODY_BYTES).fill(98);
    const response = await createProxy({ send: upstream.send })(browserRequest('/admin/v1/x', { method: 'POST', body: bytes }));
    expect(response.status).toBe(200);
    expect(upstream.seen[0]!.bytes.byteLength).toBe(MAX_BODY_BYTES);
  });

  it('refuses one byte more, sent in one piece', async () => {
    const upstream = fakeUpstream();
    const bytes = new Uint8Array(MAX_BODY_BYTES + 1);
    const response = await createProxy({ send: upstream.send })(browserRequest('/admin/v1/x', { method: 'PUT', body: bytes }));
    expect(response.status).toBe(413);
    expect(upstream.seen).toHaveLength(0);
  });

  it('reads no body for GET', async () => {
    expect(await readBodyWithin(new Request('http://localhost:3000/admin/v1/x'), 10)).toEqual({ kind: 'ok', bytes: undefined });
  });
});
