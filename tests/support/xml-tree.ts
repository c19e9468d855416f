import { decodeXML } from 'entities';

/** A parsed XML element: its qualified name, attributes, child elements and its own text. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ATTRIBUTE = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/;

/**
 * A strict, small XML reader for the tests: elements, attributes, text and the five entities and
 * character references, which is all the e-invoice writer emits. Throws on anything malformed
 * (a tag not closed or closed in the wrong place, text outside the root, an unknown construct).
 */
export function parseXml(source: string): XmlNode {
  let rest = source.replace(/^\uFEFF?<\?xml[^?]*\?>\s*/, '');
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    const chunk = lt === -1 ? rest : rest.slice(0, lt);
    if (chunk.trim()) {
      const top = stack.at(-1);
      if (!top || /[<&](?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(chunk)) throw new Error(`stray text: ${chunk.slice(0, 40)}`);
      top.text += decodeXML(chunk);
    }
    if (lt === -1) break;
    rest = rest.slice(lt);
    if (rest.startsWith('</')) {
      const end = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(rest);
      const open = stack.pop();
      if (!end || !open || open.name !== end[1]) throw new Error(`mismatched close ${end?.[1] ?? rest.slice(0, 20)} for ${open?.name ?? 'nothing'}`);
      rest = rest.slice(end[0].length);
      continue;
    }
    const name = NAME.exec(rest.slice(1));
    if (!name) throw new Error(`unsupported markup: ${rest.slice(0, 20)}`);
    const node: XmlNode = { name: name[0], attrs: {}, children: [], text: '' };
    rest = rest.slice(1 + name[0].length);
    for (let a = ATTRIBUTE.exec(rest); a; a = ATTRIBUTE.exec(rest)) {
      const [whole, key = '', double, single] = a;
      if (key in node.attrs) throw new Error(`duplicate attribute ${key}`);
      node.attrs[key] = decodeXML(double ?? single ?? '');
      rest = rest.slice(whole.length);
    }
    const close = /^\s*(\/?)>/.exec(rest);
    if (!close) throw new Error(`bad tag ${node.name}`);
    rest = rest.slice(close[0].length);
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else if (root) throw new Error('a second root element');
    else root = node;
    if (!close[1]) stack.push(node);
  }
  if (!root || stack.length > 0) throw new Error(`unclosed ${stack.at(-1)?.name ?? 'document'}`);
  return root;
}

/** The children named `name`. */
export function all(node: XmlNode | undefined, name: string): XmlNode[] {
  return node ? node.children.filter((c) => c.name === name) : [];
}

/** The node at a path of child names ("cac:Party/cbc:EndpointID"), or undefined. */
export function at(node: XmlNode | undefined, path: string): XmlNode | undefined {
  let current = node;
  for (const step of path.split('/')) current = current?.children.find((c) => c.name === step);
  return current;
}

/** The text at a path, trimmed; '' when absent. */
export function textAt(node: XmlNode | undefined, path: string): string {
  return at(node, path)?.text.trim() ?? '';
}

/** Every node below (and including) `node`, depth first. */
export function descendants(node: XmlNode): XmlNode[] {
  return [node, ...node.children.flatMap(descendants)];
}
