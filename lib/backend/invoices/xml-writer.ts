import { escapeUTF8 } from 'entities';

// Characters XML 1.0 cannot carry at all, not even as references (C0 controls but tab and newlines,
// lone surrogates, U+FFFE/U+FFFF): a name typed with one must not make the whole invoice unreadable.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as XML character data: markup escaped, letters kept as they are (the document is UTF-8). */
function escapeXML(value: string): string {
  return escapeUTF8(value.replace(NOT_XML, ''));
}

/** An XML element: its qualified name, attributes, and either text or child elements. */
export interface XmlElement {
  name: string;
  attrs?: Readonly<Record<string, string>>;
  text?: string;
  children?: ReadonlyArray<XmlElement | null>;
}

/** An element; a null child is skipped, so optional parts are written inline. */
export function el(name: string, content: string | ReadonlyArray<XmlElement | null>, attrs?: Record<string, string>): XmlElement {
  return typeof content === 'string' ? { name, text: content, attrs } : { name, children: content, attrs };
}

function attributes(attrs: Readonly<Record<string, string>> | undefined): string {
  return Object.entries(attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeXML(v)}"`)
    .join('');
}

function write(node: XmlElement, depth: number, out: string[]): void {
  const pad = '  '.repeat(depth);
  const open = `${node.name}${attributes(node.attrs)}`;
  if (node.text !== undefined) {
    out.push(`${pad}<${open}>${escapeXML(node.text)}</${node.name}>`);
    return;
  }
  const children = (node.children ?? []).filter((c): c is XmlElement => c !== null);
  if (children.length === 0) {
    out.push(`${pad}<${open}/>`);
    return;
  }
  out.push(`${pad}<${open}>`);
  for (const child of children) write(child, depth + 1, out);
  out.push(`${pad}</${node.name}>`);
}

/** The document as UTF-8 XML text with a declaration, indented two spaces. */
export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join('\n')}\n`;
}
