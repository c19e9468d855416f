import * as z from 'zod/mini';
import { errorItemSchema } from '@/lib/contract/schemas/common';
import * as requestBodies from '@/lib/contract/schemas/request-bodies';
import * as responses from '@/lib/contract/schemas/responses';

export type JsonObject = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';
// zod puts a schema that refers to itself (the menu's children) under a `__shared` entry of its own
const SHARED = `${COMPONENTS}__shared#/$defs/`;

/** A schema's component name: its export name without `Schema`, capitalised (`menuResponseSchema` → `MenuResponse`). */
export function componentName(exportName: string): string {
  const name = exportName.replace(/Schema$/, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function componentRef(exportName: string): JsonObject {
  return { $ref: `${COMPONENTS}${componentName(exportName)}` };
}

/**
 * Every response and request body schema of lib/contract as JSON Schema, by component name. Written
 * from the input side: what a backend sends and what it is sent, before the storefront's transforms.
 */
export function componentSchemas(): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  registry.add(errorItemSchema, { id: 'ErrorItem' });
  for (const [name, schema] of Object.entries({ ...responses, ...requestBodies })) registry.add(schema, { id: componentName(name) });
  const { schemas } = z.toJSONSchema(registry, { io: 'input', unrepresentable: 'any', uri: (id) => `${COMPONENTS}${id}` });
  const hoisted = JSON.parse(JSON.stringify(schemas).replaceAll(SHARED, `${COMPONENTS}Shared_`)) as Record<string, JsonObject>;
  const { __shared: shared, ...named } = hoisted;
  const defs = (shared?.$defs ?? {}) as Record<string, JsonObject>;
  const all: Record<string, JsonObject> = { ...named, ...Object.fromEntries(Object.entries(defs).map(([id, schema]) => [`Shared_${id}`, schema])) };
  return Object.fromEntries(
    Object.keys(all)
      .sort()
      .map((name) => {
        const { $schema: _schema, $id: _id, ...schema } = all[name]!;
        return [name, schema];
      }),
  );
}
