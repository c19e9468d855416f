/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The layer rules of eslint.config.mjs, run through ESLint's Node API on one-import sources placed in each
// layer. The config is an ES module with top-level imports that jest's CommonJS runtime cannot load, so the
// API runs in a child node process; one ESLint instance lints every fixture.
const repo = path.resolve(__dirname, '../..');
const LAYER_RULES = ['import/no-restricted-paths', 'layers/client-imports'];

interface Fixture {
  file: string;
  code: string;
}

function lintRules(fixtures: readonly Fixture[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const fixtures = JSON.parse(process.argv[1]);
    // the fixtures are no files of the TypeScript program, so without type information (no layer rule needs it)
    const eslint = new ESLint({
      cwd: process.cwd(),
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } }, rules: { '@typescript-eslint/no-floating-promises': 'off' } },
    });
    const found = [];
    for (const { file, code } of fixtures) {
      const [result] = await eslint.lintText(code, { filePath: file });
      found.push(result.messages.map((m) => m.ruleId ?? 'parse error: ' + m.message));
    }
    process.stdout.write(JSON.stringify(found));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(fixtures)], { cwd: repo, encoding: 'utf8' });
  return (JSON.parse(out) as string[][]).map((rules) => rules.filter((rule) => LAYER_RULES.includes(rule) || rule.startsWith('parse error')));
}

const importing = (file: string, from: string, head = ''): Fixture => ({
  file,
  code: `${head}import * as target from '${from}';\nexport const used = target;\n`,
});
const clientImporting = (file: string, from: string, kind = '* as target'): Fixture => ({
  file,
  code: `'use client';\nimport ${kind} from '${from}';\nexport const used = ${kind.startsWith('type') ? 'null as unknown as typeof Target' : 'target'};\n`,
});

const FORBIDDEN: [string, Fixture, string][] = [
  ['the backend importing a component', importing('lib/backend/fixture.ts', '@/components/ui/button'), 'import/no-restricted-paths'],
  ['the backend importing server code', importing('lib/backend/fixture.ts', '@/lib/server/api'), 'import/no-restricted-paths'],
  ['the backend importing browser code', importing('lib/backend/fixture.ts', '@/lib/browser/toast-store'), 'import/no-restricted-paths'],
  ['the contract importing server code', importing('lib/contract/fixture.ts', '@/lib/server/api'), 'import/no-restricted-paths'],
  ['the contract importing browser code', importing('lib/contract/fixture.ts', '@/lib/browser/api'), 'import/no-restricted-paths'],
  ['the contract importing the backend', importing('lib/contract/fixture.ts', '@/lib/backend/http'), 'import/no-restricted-paths'],
  ['the contract importing the shop', importing('lib/contract/fixture.ts', '@/lib/shop/urls/shop-paths'), 'import/no-restricted-paths'],
  ['browser code importing server code', importing('lib/browser/fixture.ts', '@/lib/server/api'), 'import/no-restricted-paths'],
  ['browser code importing the backend', importing('lib/browser/fixture.ts', '@/lib/backend/http'), 'import/no-restricted-paths'],
  ['browser code importing the runtime', importing('lib/browser/fixture.ts', '@/lib/runtime/config/env'), 'import/no-restricted-paths'],
  ['server code importing browser code (a sibling)', importing('lib/server/fixture.ts', '../browser/toast-store'), 'import/no-restricted-paths'],
  ['a client component importing server code', clientImporting('components/cart/fixture.tsx', '@/lib/server/api'), 'layers/client-imports'],
  ['a client component importing the backend', clientImporting('components/cart/fixture.tsx', '@/lib/backend/http'), 'layers/client-imports'],
  ['a client component importing the runtime', clientImporting('components/cart/fixture.tsx', '@/lib/runtime/config/env'), 'layers/client-imports'],
  [
    'a client component importing server code by a relative path',
    clientImporting('components/cart/fixture.tsx', '../../lib/server/api'),
    'layers/client-imports',
  ],
  [
    "a client component importing 'server-only'",
    { file: 'components/cart/fixture.tsx', code: "'use client';\nimport 'server-only';\n" },
    'layers/client-imports',
  ],
  [
    'a client component loading server code lazily',
    { file: 'components/cart/fixture.tsx', code: "'use client';\nexport const load = () => import('@/lib/server/api');\n" },
    'layers/client-imports',
  ],
];

const ALLOWED: [string, Fixture][] = [
  ['the backend importing the shop', importing('lib/backend/fixture.ts', '@/lib/shop/urls/shop-paths')],
  ['the contract importing shared code', importing('lib/contract/fixture.ts', '@/lib/shared/format/money')],
  ['browser code importing the contract', importing('lib/browser/fixture.ts', '@/lib/contract/client')],
  ['server code importing the backend', importing('lib/server/fixture.ts', '@/lib/backend/http')],
  ['a server component importing server code', importing('components/cart/fixture.tsx', '@/lib/server/api')],
  ['a client component importing browser code', clientImporting('components/cart/fixture.tsx', '@/lib/browser/api')],
  ['a client component importing a server type', clientImporting('components/cart/fixture.tsx', '@/lib/server/api', 'type { publicApi as Target }')],
];

describe('the layer rules of eslint.config.mjs', () => {
  let forbidden: string[][];
  let allowed: string[][];
  beforeAll(() => {
    const found = lintRules([...FORBIDDEN.map(([, fixture]) => fixture), ...ALLOWED.map(([, fixture]) => fixture)]);
    forbidden = found.slice(0, FORBIDDEN.length);
    allowed = found.slice(FORBIDDEN.length);
  }, 60_000); // one ESLint start with the Next and typescript-eslint configs takes a few seconds

  it.each(FORBIDDEN.map(([name, , rule], index) => [name, rule, index] as const))('report %s (%s)', (_name, rule, index) => {
    expect(forbidden[index]).toEqual([rule]);
  });

  it.each(ALLOWED.map(([name], index) => [name, index] as const))('allow %s', (_name, index) => {
    expect(allowed[index]).toEqual([]);
  });
});
