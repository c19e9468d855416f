/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Comments cite the repository: docs/ instead of documents a clone does not have, and paths that exist.
const ROOTS = ['app', 'components', 'lib', 'scripts', 'tests', 'deploy', '.ci', 'proxy.ts', 'instrumentation.ts'];
const ROOT_CONFIGS = /^(?:[\w-]+\.config\.(?:ts|mjs)|eslint\.config\.mjs)$/;
const SKIPPED = new Set(['node_modules', '.next', 'test-results', 'playwright-report']);
const SOURCE = /\.(?:ts|tsx|mjs|cjs|js|scss|sh|conf|ya?ml)$/;

/** A citation of a document outside the repository, by what it looks like. */
const OUTSIDE = [
  { what: 'a section of the original spec', pattern: /\bspec(?:'s)?\s+\u00a7|(?:^|[\s(])(?<!RFC \d+ )\u00a7\d/i },
  { what: 'the shared contract notes (cite docs/contract.md)', pattern: /(?<!docs\/)\bcontract\.md\b/ },
  { what: 'the old architecture notes', pattern: /\bARCHITECTURE\.md\b/ },
  { what: 'the old conventions notes', pattern: /\bconventions\.md\b/ },
  { what: 'the original spec', pattern: /storefront[-]spec/ },
];

function sourceFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return SOURCE.test(path) ? [path] : [];
  return readdirSync(path)
    .filter((name) => !SKIPPED.has(name))
    .flatMap((name) => sourceFiles(join(path, name)));
}

const files = [...ROOTS.flatMap(sourceFiles), ...readdirSync('.').filter((name) => ROOT_CONFIGS.test(name))];
const lines = files.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((text, i) => ({ where: `${file}:${i + 1}`, text })),
);

/** The GitHub anchors of a markdown file's headings. */
function anchorsOf(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(
    headings.map((heading) =>
      heading
        .replace(/^#+ /, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

describe('source comments', () => {
  it('are read from the source folders', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it.each(OUTSIDE)('do not cite $what', ({ pattern }) => {
    expect(lines.filter(({ text }) => pattern.test(text)).map(({ where }) => where)).toEqual([]);
  });

  it('name only lib/, components/ and scripts/ paths that exist', () => {
    // `…/fixture.ts` names a made-up file that a lint test places in a layer, not a file of the tree
    const exists = (path: string) =>
      /\/fixture\.tsx?$/.test(path) || ['', '.ts', '.tsx', '.mjs', '.js', '.scss', '.json'].some((ext) => existsSync(path + ext));
    const stale = lines.flatMap(({ where, text }) =>
      [...text.matchAll(/(?<![\w/.=-])(?:@\/)?((?:lib|components|scripts)\/[\w./[\]()-]*[\w\]])/g)]
        .map((match) => match[1]!)
        .filter((path) => !exists(path))
        .map((path) => `${where}: ${path}`),
    );
    expect(stale).toEqual([]);
  });

  it('link docs/ files and sections that exist', () => {
    const broken = lines.flatMap(({ where, text }) =>
      [...text.matchAll(/\bdocs\/([\w-]+(?:\/[\w-]+)*\.(?:md|json))(?:#([\w-]+))?/g)]
        .filter(([, file, anchor]) => !existsSync(`docs/${file}`) || (anchor !== undefined && file!.endsWith('.md') && !anchorsOf(`docs/${file}`).has(anchor)))
        .map(([link]) => `${where}: ${link}`),
    );
    expect(broken).toEqual([]);
  });
});
