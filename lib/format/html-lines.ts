// The named entities short addresses and opening hours use; numeric ones are decoded whatever they are.
// A full decoder (lib/seo/plain-text, sanitize-html) would ship its tables to the browser for this one line.
const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ndash: '–', mdash: '—', hellip: '…', euro: '€',
};

function decodeEntity(entity: string, name: string): string {
  const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? null;
  const number = code !== null ? parseInt(code, 16) : /^#\d+$/.test(name) ? Number(name.slice(1)) : NaN;
  if (Number.isFinite(number)) return number > 0 && number <= 0x10ffff ? String.fromCodePoint(number) : entity;
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/**
 * Short backend HTML (a warehouse address: paragraphs and line breaks) as plain text lines,
 * so it renders as text with no HTML sanitiser shipped to the browser. Script and style content
 * is not text and goes with its tags.
 */
export function htmlToLines(html: string): string[] {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
