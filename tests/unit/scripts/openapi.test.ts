/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { ROUTES } from '@/lib/backend/routes';
import { API_PREFIX } from '@/lib/contract/client';
import { openApiDocument, openApiText } from '@/scripts/openapi/document';

const FILE = 'docs/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

type Json = Record<string, unknown>;

/** Every `$ref` in a JSON value. */
function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner)));
}

/** What a local `#/a/b` pointer names in `document`, or undefined. */
function resolve(document: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Json)[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined),
      document,
    );
}

describe('docs/openapi.json', () => {
  const onDisk = readFileSync(FILE, 'utf8');
  const document = JSON.parse(onDisk) as Json;

  it('is what `npm run openapi` writes from the routes and the contract schemas (run it when this fails)', () => {
    expect(onDisk).toBe(openApiText(ROUTES));
  });

  it('is an OpenAPI 3.1 document whose paths all have operations with responses', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toEqual(expect.objectContaining({ title: expect.any(String), version: expect.any(String) }));
    const paths = Object.entries(document.paths as Record<string, Json>);
    expect(paths.length).toBeGreaterThan(0);
    for (const [path, item] of paths) {
      expect(path).toMatch(/^\//);
      const operations = Object.entries(item).filter(([method]) => METHODS.includes(method));
      expect(operations.length).toBe(Object.keys(item).length);
      for (const [, op] of operations) expect(Object.keys((op as Json).responses as Json).length).toBeGreaterThan(0);
    }
  });

  it('has every $ref resolve and every operationId once', () => {
    const missing = refsOf(document).filter((ref) => resolve(document, ref) === undefined);
    expect(missing).toEqual([]);
    const ids = Object.values(document.paths as Record<string, Record<string, Json>>).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes every /admin/v1 route, each extension (/x/ paths) with its fallback', () => {
    const contract = ROUTES.filter((route) => route.pattern.startsWith(`${API_PREFIX}/`));
    const operations = Object.values(openApiDocument(ROUTES).paths as Record<string, Json>).flatMap((item) => Object.values(item) as Json[]);
    expect(operations.length).toBe(contract.length);
    for (const route of contract.filter((r) => r.pattern.startsWith(`${API_PREFIX}/x/`))) expect(route.call.fallback).toEqual(expect.any(String));
    const extensions = operations.filter((op) => op['x-extension'] === true);
    expect(extensions.length).toBe(contract.filter((route) => route.call.fallback).length);
    for (const op of extensions) expect(op['x-fallback']).toEqual(expect.any(String));
  });
});
