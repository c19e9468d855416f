import 'server-only';
import type { MediaFile } from './media-file';

/** The media's own headers, the same from either store and on a 304 (docs/caching.md). */
function cacheHeaders(file: MediaFile): Record<string, string> {
  return { 'Cache-Control': 'public, max-age=31536000, immutable', ETag: file.etag };
}

/** If-None-Match names this file's tag (weak comparison, RFC 9110 13.1.2). */
function unchanged(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => strip(tag) === strip(etag));
}

/** 200 with the bytes, streamed, or 304 when the client already holds them. */
export function mediaResponse(request: Request, file: MediaFile): Response {
  if (unchanged(request, file.etag)) return new Response(null, { status: 304, headers: cacheHeaders(file) });
  return new Response(request.method === 'HEAD' ? null : file.open(), {
    headers: {
      ...cacheHeaders(file),
      'Content-Type': file.type,
      'Content-Length': String(file.size),
      'X-Content-Type-Options': 'nosniff',
      ...(file.type === 'image/svg+xml' ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" } : {}),
    },
  });
}
