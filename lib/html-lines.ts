const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Short backend HTML (a warehouse address: paragraphs and line breaks) as plain text lines,
 * so it renders as text with no HTML sanitiser shipped to the browser.
 */
export function htmlToLines(html: string): string[] {
  return html
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
