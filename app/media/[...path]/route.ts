import { sendToBackend } from '@/lib/server/transport';

// Catalogue images and datasheets live with the backend (embedded: MEDIA_STORE, MEDIA_DIR or the
// database; else API_URL/media). A browser's If-None-Match travels, so a 304 does too.
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const ifNoneMatch = request.headers.get('if-none-match');
  const upstream = await sendToBackend(new Request(url, { method: 'GET', headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {} }));
  const headers = new Headers();
  for (const name of ['content-type', 'cache-control', 'etag', 'last-modified', 'x-content-type-options', 'content-security-policy']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
