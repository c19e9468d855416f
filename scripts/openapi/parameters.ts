import type { JsonObject } from './components';

const integer = { type: 'integer', minimum: 0 };

/** What each path parameter of the contract is; a name not listed here is a plain string. */
const PATH_PARAMETERS: Readonly<Record<string, { description: string; schema?: JsonObject }>> = {
  lang: { description: 'the interface language', schema: { type: 'string', examples: ['sk'] } },
  limit: { description: 'page size', schema: { type: 'integer', minimum: 1 } },
  offset: { description: 'rows to skip', schema: integer },
  id: { description: 'a product, cart line or category id', schema: { type: 'integer', minimum: 1 } },
  orderId: { description: 'the order id', schema: { type: 'integer', minimum: 1 } },
  type: { description: '1 invoice address, 2 delivery address', schema: { type: 'integer', enum: [1, 2] } },
  url: { description: 'the url of a product, category, article or text page (one segment)' },
  query: { description: 'the search text (trimmed; an empty one is not sent)' },
  email: { description: 'the e-mail address to send the reset link to' },
  productCode: { description: 'the product code' },
  publicId: { description: "the invoice's public id (from invoice_url)" },
  number: { description: 'the invoice number' },
};

/** The OpenAPI parameter of one path parameter. */
export function pathParameter(name: string): JsonObject {
  const known = PATH_PARAMETERS[name];
  return { name, in: 'path', required: true, description: known?.description ?? name, schema: known?.schema ?? { type: 'string' } };
}

/** The OpenAPI parameter of one optional query parameter. */
export function queryParameter(name: string, description: string): JsonObject {
  return { name, in: 'query', required: false, description, schema: { type: 'string' } };
}

/** The OpenAPI parameter of one optional request header. */
export function headerParameter(name: string, description: string): JsonObject {
  return { name, in: 'header', required: false, description, schema: { type: 'string', maxLength: 100 } };
}
