import sanitizeHtmlLib from 'sanitize-html';
import { NON_TEXT_TAGS } from '@/lib/format/sanitize-html';

// Elements that separate words when a browser lays them out; inline ones (b, a, span) do not.
const BREAKING_TAGS = [
  'p', 'br', 'hr', 'div', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'caption', 'blockquote', 'pre', 'figcaption', 'address',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'dl', 'table', 'section', 'article', 'header', 'footer', 'img',
];

// Only the breaking tags survive, without attributes; every other tag goes, its text kept, and the
// content of NON_TEXT_TAGS goes entirely. The parser decodes every entity (named, &#…; and &#x…;).
const TEXT_OPTIONS: sanitizeHtmlLib.IOptions = {
  allowedTags: BREAKING_TAGS,
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
};

// What sanitize-html escapes again in text on output; nothing else is left encoded.
const OUTPUT_ESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The visible text of backend HTML: no script or style content, no markup, entities decoded, whitespace folded. */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtmlLib(html, TEXT_OPTIONS)
    // Every '<' left is a breaking tag: text '<' comes out as &lt;.
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot);/g, (escape) => OUTPUT_ESCAPES[escape] ?? escape)
    // \s covers the no-break space that &nbsp; decodes to.
    .replace(/\s+/g, ' ')
    .trim();
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
