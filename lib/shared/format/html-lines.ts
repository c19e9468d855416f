// The one HTML-to-text core: the checkout's warehouse addresses, the backend's pickup address line,
// and (lib/shop/seo/plain-text, with a full entity decoder) meta descriptions, search rows and menu teasers.

/** Containers whose content is not visible text: dropped whole, so <script> or <style> content never leaks out as text. */
export const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'head'];

// Elements that separate words when a browser lays them out; inline ones (b, a, span) do not.
const BREAKING_TAGS = new Set([
  'p',
  'br',
  'hr',
  'div',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'caption',
  'blockquote',
  'pre',
  'figcaption',
  'address',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'dl',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'img',
]);

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const NON_TEXT = new RegExp(`<(${NON_TEXT_TAGS.join('|')})\\b(?:[^>"']|"[^"]*"|'[^']*')*>[\\s\\S]*?(?:</\\1\\s*>|$)`, 'gi');
// A tag: a quoted attribute value may hold '>' (title="<b>x</b>"); '<' before anything but a letter is text.
const TAG = /<(\/?)([a-z][a-z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*(?:>|$)/gi;
// Doctype, CDATA and processing instructions carry no text either.
const DECLARATION = /<[!?][^>]*(?:>|$)/g;

// The named entities short addresses and opening hours use; numeric ones are decoded whatever they are.
// A full decoder (the `entities` tables, as lib/shop/seo/plain-text uses) would ship to the browser for this one line.
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  euro: '€',
};

function decodeEntity(entity: string, name: string): string {
  const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? null;
  const number = code !== null ? parseInt(code, 16) : /^#\d+$/.test(name) ? Number(name.slice(1)) : NaN;
  if (Number.isFinite(number)) return number > 0 && number <= 0x10ffff ? String.fromCodePoint(number) : entity;
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/** Decodes numeric entities and the few named ones in ENTITIES; others stay as written. */
export function decodeCommonEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity);
}

/**
 * Backend HTML as the lines of text a reader sees: no markup, comments or script/style content;
 * block tags and <br> end a line, inline tags join their text; entities decoded, whitespace folded.
 * Light enough for the browser (a warehouse address renders as text with no sanitiser shipped).
 */
export function htmlToLines(html: string, decodeEntities: (text: string) => string = decodeCommonEntities): string[] {
  const text = html
    .replace(COMMENT, '')
    .replace(NON_TEXT, '')
    .replace(TAG, (_, _slash: string, name: string) => (BREAKING_TAGS.has(name.toLowerCase()) ? '\n' : ''))
    .replace(DECLARATION, '');
  return (
    decodeEntities(text)
      .split('\n')
      // \s covers the no-break space that &nbsp; decodes to.
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
  );
}
