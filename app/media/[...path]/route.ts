import { sendToBackend } from '@/lib/server/transport';

// Catalogue images and datasheets live with the backend (embedded: DATA_DIR/media; else API_URL/media).
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const upstream = await sendToBackend(new Request(url, { method: 'GET' }));
  const headers = new Headers();
  for (const name of ['content-type', 'cache-control', 'etag', 'last-modified', 'x-content-type-options', 'content-security-policy']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
