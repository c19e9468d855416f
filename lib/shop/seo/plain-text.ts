import { decodeHTML } from 'entities';
import { htmlToLines } from '@/lib/shared/format/html-lines';

/**
 * The visible text of backend HTML: no script or style content, no markup, entities decoded, whitespace
 * folded. The lines of htmlToLines on one line, with every named entity decoded (server-side only).
 */
export function htmlToPlainText(html: string | null | undefined): string {
  return html ? htmlToLines(html, decodeHTML).join(' ') : '';
}

/** `text` cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // A cut that lands just before a space already ends on a whole word.
  const space = text[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  // One very long word (a URL, a code list) is cut inside rather than leaving almost nothing.
  const kept = space > max / 2 ? cut.slice(0, space) : cut;
  return `${kept.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** A meta description or summary from backend HTML: its visible text, cut at a word to `max` characters. */
export function plainTextExcerpt(html: string | null | undefined, max = 160): string {
  return cutAtWord(htmlToPlainText(html), max);
}
