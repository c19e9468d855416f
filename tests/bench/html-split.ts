/**
 * Where a page's HTML bytes go: markup, the inline RSC payload (`self.__next_f.push`), JSON-LD;
 * and within the payload, the props each client component receives (children excluded) and the
 * server-rendered tree that repeats the markup. Used by `npm run bench` (payload column) and by
 * hand: `npx tsx tests/bench/html-split.ts http://127.0.0.1:3830/category/cctv`.
 */
export interface HtmlSplit {
  html: number;
  payload: number;
  jsonLd: number;
  markup: number;
  /** client component (export name) → bytes of the props it receives in the payload, biggest first */
  clientProps: Array<[string, number]>;
}

const PUSH = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
const JSON_LD = /<script type="application\/ld\+json">[\s\S]*?<\/script>/g;
const bytes = (text: string) => Buffer.byteLength(text);

/** The payload's text, as the browser reassembles it from the pushed chunks. */
export function inlinePayload(html: string): { text: string; scriptBytes: number } {
  let text = '';
  let scriptBytes = 0;
  for (const match of html.matchAll(PUSH)) {
    text += JSON.parse(match[1]!) as string;
    scriptBytes += bytes(match[0]);
  }
  return { text, scriptBytes };
}

/** Client references (`id:I[module, chunks, name]`) by row id, and the JSON rows. */
function payloadRows(text: string): { names: Map<string, string>; trees: unknown[] } {
  const names = new Map<string, string>();
  const trees: unknown[] = [];
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]+):(I?)(\[.*|\{.*)$/.exec(line);
    if (!match) continue;
    try {
      const value: unknown = JSON.parse(match[3]!);
      if (match[2] === 'I' && Array.isArray(value)) names.set(match[1]!, String(value[2] ?? value[0]));
      else trees.push(value);
    } catch {
      /* a text row or a row split across pushes: not attributed */
    }
  }
  return { names, trees };
}

function attributeProps(node: unknown, names: Map<string, string>, sums: Map<string, number>): void {
  if (!Array.isArray(node)) {
    if (node && typeof node === 'object') for (const value of Object.values(node)) attributeProps(value, names, sums);
    return;
  }
  if (node[0] === '$' && typeof node[1] === 'string' && node.length >= 4) {
    const type = node[1];
    const props = (node[3] ?? {}) as Record<string, unknown>;
    const { children, ...rest } = props;
    const name = type.startsWith('$L') ? (names.get(type.slice(2)) ?? type) : `<${type}>`;
    sums.set(name, (sums.get(name) ?? 0) + bytes(JSON.stringify(rest)));
    attributeProps(children, names, sums);
    for (const value of Object.values(rest)) attributeProps(value, names, sums);
    return;
  }
  for (const child of node) attributeProps(child, names, sums);
}

export function splitHtml(html: string): HtmlSplit {
  const { text, scriptBytes } = inlinePayload(html);
  const jsonLd = [...html.matchAll(JSON_LD)].reduce((sum, m) => sum + bytes(m[0]), 0);
  const { names, trees } = payloadRows(text);
  const sums = new Map<string, number>();
  for (const tree of trees) attributeProps(tree, names, sums);
  return {
    html: bytes(html),
    payload: scriptBytes,
    jsonLd,
    markup: bytes(html) - scriptBytes - jsonLd,
    clientProps: [...sums].sort((a, b) => b[1] - a[1]),
  };
}

if (process.argv[1]?.endsWith('html-split.ts')) {
  void (async () => {
    for (const url of process.argv.slice(2)) {
      const split = splitHtml(await (await fetch(url)).text());
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(`${url}: html ${kb(split.html)}, markup ${kb(split.markup)}, payload ${kb(split.payload)}, JSON-LD ${kb(split.jsonLd)}`);
      for (const [name, size] of split.clientProps.slice(0, 25)) console.log(`  ${kb(size).padStart(9)}  ${name}`);
    }
  })();
}
