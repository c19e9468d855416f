/**
 * Decodes one percent-encoded route param (pages receive catch-all and dynamic segments
 * encoded as sent): null when the encoding is malformed ("%E0%A4%A") so the caller
 * can answer 404 instead of throwing a 500.
 */
export function decodeParam(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
