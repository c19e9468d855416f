/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@/lib/shared/i18n/messages';
import { AREA_NAMESPACES, CODE_NAMESPACES, SERVER_ONLY_KEYS, SHELL_NAMESPACES, pickNamespaces, shellMessages } from '@/lib/shared/i18n/client-messages';

const ROOT = path.resolve(__dirname, '../../../../..');
const SOURCE_DIRS = ['app', 'components', 'lib'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Files that run in the browser: every 'use client' module and whatever it imports (not type-only imports). */
function clientFiles(): Set<string> {
  const all = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  const pending = all.filter((file) => /^['"]use client['"]/m.test(fs.readFileSync(file, 'utf8')));
  const seen = new Set<string>();
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^import (?!type )[^;]*?from '((?:@\/|\.)[^']+)'/gm)) {
      const target = resolveImport(file, match[1]!);
      if (target) pending.push(target);
    }
  }
  return seen;
}

/** Every text in a message tree. */
function texts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  return tree && typeof tree === 'object' ? Object.values(tree).flatMap(texts) : [];
}

/** The texts of one namespace that no other namespace has. */
function textsOnlyIn(namespace: keyof typeof messages): string[] {
  const elsewhere = new Set(Object.entries(messages).flatMap(([name, tree]) => (name === namespace ? [] : texts(tree))));
  return texts(messages[namespace]).filter((text) => !elsewhere.has(text));
}

describe('client messages', () => {
  it('hands the browser every namespace a client component translates with', () => {
    const provided = new Set<string>([...SHELL_NAMESPACES, ...Object.values(AREA_NAMESPACES).flat(), ...CODE_NAMESPACES]);
    const missing: string[] = [];
    for (const file of clientFiles()) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/useTranslations\('([A-Za-z]+)/g)) {
        if (!provided.has(match[1]!)) missing.push(`${match[1]} in ${path.relative(ROOT, file)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves out of every page only keys no client component of that namespace reads', () => {
    const read: string[] = [];
    for (const file of clientFiles()) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [namespace, keys] of Object.entries(SERVER_ONLY_KEYS)) {
        if (!text.includes(`useTranslations('${namespace}')`)) continue;
        for (const key of keys) {
          if (new RegExp(`['\`]${key}['.\`]`).test(text)) read.push(`${namespace}.${key} in ${path.relative(ROOT, file)}`);
        }
      }
    }
    expect(read).toEqual([]);
  });

  it('gives every page the header texts without the page titles', () => {
    const shell = shellMessages(messages) as { Common: Record<string, unknown>; Header: Record<string, unknown> };
    expect(shell.Header.login).toBe(messages.Header.login);
    expect(shell.Common.priceAfterLogin).toBe(messages.Common.priceAfterLogin);
    expect(shell.Common.metaTitle).toBeUndefined();
    for (const [namespace, keys] of Object.entries(SERVER_ONLY_KEYS)) {
      for (const key of keys) expect(`${namespace}.${key} ${key in (messages as Record<string, object>)[namespace]!}`).toBe(`${namespace}.${key} true`);
    }
  });

  it('has client code import each namespace that travels with its code, from its own file', () => {
    const sources = [...clientFiles()].map((file) => fs.readFileSync(file, 'utf8'));
    const unimported = CODE_NAMESPACES.filter((ns) => !sources.some((text) => text.includes(`from '@/messages/sk.${ns.toLowerCase()}.json'`)));
    expect(unimported).toEqual([]);
    for (const ns of CODE_NAMESPACES) {
      const file = path.join(ROOT, 'messages', `sk.${ns.toLowerCase()}.json`);
      expect(Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')) as object)).toEqual([ns]);
    }
  });

  it('keeps out of a namespace that travels with its code the keys only server components read', () => {
    const sources = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).map((file) => fs.readFileSync(file, 'utf8'));
    const reads = (text: string, key: string) => new RegExp(`['\`]${key}['.\`]`).test(text);
    const serverOnly: string[] = [];
    for (const ns of CODE_NAMESPACES) {
      const onServer = sources.filter((text) => text.includes(`getTranslations('${ns}')`));
      const inBrowser = sources.filter((text) => text.includes(`useTranslations('${ns}')`));
      for (const key of Object.keys(messages[ns])) {
        if (onServer.some((text) => reads(text, key)) && !inBrowser.some((text) => reads(text, key))) serverOnly.push(`${ns}.${key}`);
      }
    }
    expect(serverOnly).toEqual([]);
  });

  it('lists only namespaces that exist', () => {
    const listed = [...SHELL_NAMESPACES, ...Object.values(AREA_NAMESPACES).flat()];
    expect(listed.filter((ns) => !(ns in messages))).toEqual([]);
  });

  it('gives every page the header texts and none of the search, the toasts, the footer or the checkout', () => {
    const payload = new Set(texts(pickNamespaces(messages, SHELL_NAMESPACES)));
    expect(payload.has(messages.Header.login)).toBe(true);
    for (const namespace of CODE_NAMESPACES) expect(pickNamespaces(messages, SHELL_NAMESPACES)).not.toHaveProperty(namespace);
    // the footer is server HTML; the checkout's texts come with the checkout's own layout
    for (const namespace of ['Footer', 'Checkout'] as const) {
      const own = textsOnlyIn(namespace);
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((text) => payload.has(text))).toEqual([]);
    }
  });

  it('leaves out a namespace the messages do not have, so its keys show as keys', () => {
    expect(pickNamespaces(messages, ['Search', 'Nowhere'])).toEqual({ Search: messages.Search });
  });
});
