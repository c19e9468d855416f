/**
 * Decodes a route segment once. Page params arrive percent-encoded (ARCHITECTURE.md); a
 * malformed escape ("%E0%A4%A") is kept as written rather than throwing.
 */
export function decodeParam(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value.join('/') : (value ?? '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
