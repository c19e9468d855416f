/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

function notFoundFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return notFoundFiles(full);
    return entry.name === 'not-found.tsx' ? [full] : [];
  });
}

const isClientModule = (text: string) => /^['"]use client['"]/m.test(text);

/** The module a file's default export comes from: itself, or the module it names as `export default X` of an import. */
function defaultExportSource(file: string): string | null {
  const text = fs.readFileSync(file, 'utf8');
  if (isClientModule(text)) return file;
  const name = /^export default (\w+);$/m.exec(text)?.[1];
  const from = name && new RegExp(`^import \\{[^}]*\\b${name}\\b[^}]*\\} from '@/([^']+)';$`, 'm').exec(text)?.[1];
  return from ? path.join(ROOT, `${from}.tsx`) : null;
}

describe('not-found files', () => {
  it('are found (the root one and the shop one)', () => {
    const files = notFoundFiles(path.join(ROOT, 'app')).map((file) => path.relative(ROOT, file));
    expect(files).toEqual(expect.arrayContaining(['app/not-found.tsx', 'app/(shop)/not-found.tsx']));
  });

  // Next puts each layout's not-found element into the payload of every page below it: a server
  // component's as its rendered tree, a client component's as a reference of a few bytes.
  it('export a client component, so no page carries their rendered tree', () => {
    const serverRendered = notFoundFiles(path.join(ROOT, 'app')).filter((file) => {
      const source = defaultExportSource(file);
      return !source || !isClientModule(fs.readFileSync(source, 'utf8'));
    });
    expect(serverRendered.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
