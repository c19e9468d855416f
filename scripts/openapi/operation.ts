import type { CallDescription } from '@/lib/contract/call-description';
import { API_PREFIX } from '@/lib/contract/client';
import { componentRef, type JsonObject } from './components';
import { headerParameter, pathParameter, queryParameter } from './parameters';

/** The part of a backend route the document is written from (lib/backend/routes.ts). */
export interface DescribedRoute {
  method: string;
  pattern: string;
  guard?: 'customer';
  call: CallDescription;
}

/** `/admin/v1/basket/remove/:id` → `/basket/remove/{id}` (the server URL carries the prefix); null outside the contract. */
export function openApiPath(pattern: string): string | null {
  if (!pattern.startsWith(`${API_PREFIX}/`)) return null;
  return pattern.slice(API_PREFIX.length).replace(/:(\w+)/g, '{$1}');
}

/** `PUT /customer/order/duplicateIntoBasket/{orderId}` → `putCustomerOrderDuplicateIntoBasket`. */
function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((part) => part && !part.startsWith('{'))
    .flatMap((part) => part.split('-'));
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** The tag of a call: its first segment below the prefix, `x/` (extensions) skipped. */
function tag(path: string): string {
  const [first, second] = path.split('/').filter(Boolean);
  return (first === 'x' ? second : first) ?? 'other';
}

function success(call: CallDescription): JsonObject {
  const { response } = call;
  if (typeof response === 'object') return { description: 'the file', content: { [response.file]: { schema: { type: 'string', format: 'binary' } } } };
  return { description: 'success (the envelope with the payload)', content: { 'application/json': { schema: componentRef(response) } } };
}

/** One operation of the document, from one route. */
export function operation(route: DescribedRoute, path: string): JsonObject {
  const { call } = route;
  const parameters = [
    ...[...path.matchAll(/\{(\w+)\}/g)].map((match) => pathParameter(match[1]!)),
    ...Object.entries(call.query ?? {}).map(([name, description]) => queryParameter(name, description)),
    ...Object.entries(call.headers ?? {}).map(([name, description]) => headerParameter(name, description)),
  ];
  return {
    operationId: operationId(route.method, path),
    summary: call.summary,
    tags: [tag(path)],
    ...(parameters.length ? { parameters } : {}),
    ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: componentRef(call.body) } } } } : {}),
    responses: {
      '200': success(call),
      ...(route.guard === 'customer' ? { '401': { $ref: '#/components/responses/NotSignedIn' } } : {}),
      default: { $ref: '#/components/responses/Failure' },
    },
    ...(route.guard === 'customer' ? { security: [{ session: [], authCheck: [] }] } : {}),
    ...(call.fallback ? { 'x-extension': true, 'x-fallback': call.fallback } : {}),
  };
}
