/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Some of Next's lint rules decide by the file's absolute path (no-head-element skips any path containing
// "app/", no-page-custom-font and no-typos look for "pages"), so `npm test` must pass wherever the repo is
// cloned, e.g. a container's WORKDIR /app. This copies the tracked files under such folders and lints there
// the files whose result those rules can change: the ones that render <head> or name an @next rule.
const repo = path.resolve(__dirname, '../..');
const eslintBin = path.join(repo, 'node_modules/eslint/bin/eslint.js');
const PATH_SENSITIVE = /<head[\s>]|@next\/next\//;

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' }).split('\0').filter(Boolean);
}

function copyCheckout(files: readonly string[], into: string): void {
  mkdirSync(into, { recursive: true });
  for (const file of files) {
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    cpSync(path.join(repo, file), path.join(into, file));
  }
  symlinkSync(path.join(repo, 'node_modules'), path.join(into, 'node_modules'), 'dir');
}

describe('lint does not depend on the checkout path', () => {
  let scratch: string;
  const files = trackedFiles();
  const linted = files.filter((file) => /\.(tsx?|mjs)$/.test(file) && PATH_SENSITIVE.test(readFileSync(path.join(repo, file), 'utf8')));

  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'lint-path-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('finds the files whose lint the path can change', () => {
    expect(linted).toContain('components/layout/document-shell.tsx');
  });

  it.each(['app/secshop', 'pages/secshop'])(
    'lints clean with --max-warnings=0 from a clone under %s',
    (folder) => {
      const checkout = path.join(scratch, folder);
      copyCheckout(files, checkout);
      // without type information: no type-aware rule depends on the path, and building the program for
      // it would triple the run's time
      const untyped = ['--parser-options', 'projectService:false', '--rule', '@typescript-eslint/no-floating-promises: off'];
      const run = spawnSync(process.execPath, [eslintBin, '--max-warnings=0', '--no-cache', ...untyped, ...linted], { cwd: checkout, encoding: 'utf8' });
      expect(run.stdout + run.stderr).toBe('');
      expect(run.status).toBe(0);
    },
    30_000,
  ); // one eslint start with the Next and typescript-eslint configs takes about 3 s
});
