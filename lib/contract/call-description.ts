import type { ResponseSchemaName } from './client';
import type * as requestBodies from './schemas/request-bodies';

/** A request body schema by its name in schemas/request-bodies.ts. */
export type RequestBodyName = keyof typeof requestBodies;

/** What a call answers besides a JSON envelope: a file of this media type. */
export interface FileAnswer {
  file: string;
}

/**
 * What a backend route of the contract is, beside its handler: read by the generator of
 * docs/openapi.json, so the routes table is the one list of calls and their schemas.
 */
export interface CallDescription {
  /** one line: what the call does */
  summary: string;
  /** the schema the storefront parses the answer with (schemas/responses.ts), or a file */
  response: ResponseSchemaName | FileAnswer;
  /** the body schema (schemas/request-bodies.ts); none for calls without a body */
  body?: RequestBodyName;
  /** query parameters by name, each with what it means */
  query?: Readonly<Record<string, string>>;
  /** optional request headers by name, each with what it means (an extension a real upstream need not honour) */
  headers?: Readonly<Record<string, string>>;
  /**
   * Set on a call the shop added beyond the original contract: what the storefront does when an
   * upstream answers it with 404 or 501 (docs/contract.md#extensions).
   */
  fallback?: string;
}
