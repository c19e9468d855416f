/**
 * The headers every response of the shop carries: next.config.mjs gives them to Next's answers, and
 * the instance server to the /admin/v1 answers it serves without Next (lib/runtime/instance/api-fast-path.ts).
 * Plain JavaScript so next.config.mjs can import it.
 */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  // the camera for the shop's own pages only, for the barcode scanner (docs/decisions/065-ean-and-scanning.md)
  { key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=()' },
];
