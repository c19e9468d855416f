import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Classic zod (every method plus the English locale, 11 KB gzip more than zod/mini) must not reach the browser:
    // anything a client component may import uses `import * as z from 'zod/mini'`. Type imports are erased.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/*.ts', 'lib/api/**/*.ts', 'lib/client/**/*.{ts,tsx}', 'lib/i18n/**/*.ts', 'lib/seo/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3'].map((name) => ({
            name,
            allowTypeImports: true,
            message: "Client-reachable code uses `import * as z from 'zod/mini'` (tree-shakable).",
          })),
        },
      ],
      // The namespace import is what lets the bundler drop the schema kinds nobody uses.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod/mini'][importKind!='type'] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod/mini'`.",
        },
      ],
    },
  },
  { ignores: ['.next/**', '**/.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'public/**', 'tests/support/empty.js'] },
];

export default config;
