/* The search query as the shop sends it; its own module, so the header's search field carries no API code. */

/** Longest query sent, in characters (code points, so an emoji is never cut in half). */
export const MAX_QUERY_LENGTH = 200;

// The proxy refuses a segment that decodes to a slash, backslash or control character,
// and "%2F" typed by a user would decode to one: those become spaces.
const UNSENDABLE = /[/\\%\u0000-\u001f\u007f]+/g;

/** The query as sent: unsendable characters blanked, trimmed, capped at 200; null when nothing (or only dots) is left. */
export function normaliseQuery(query: string): string | null {
  const cleaned = query.replace(UNSENDABLE, ' ').trim();
  const capped = Array.from(cleaned).slice(0, MAX_QUERY_LENGTH).join('').trim();
  // "." and ".." would be resolved away by URL normalisation.
  return capped === '' || /^\.+$/.test(capped) ? null : capped;
}
