import 'server-only';
import * as z from 'zod/mini';
import type { ErrorItem } from '@/lib/contract/errors';
import { parseFormMessage } from '@/lib/contract/schemas/common';
import { badRequest, fail } from './http';

/** Every JSON body the backend takes is a small form; anything larger is refused unread. */
export const MAX_BODY_BYTES = 32 * 1024;

const tooLarge = () => fail(413, [{ key: 'body', code: 'messages.body.tooLarge' }]);
const malformed = () => badRequest([{ key: 'body', code: 'messages.validation.body.invalid' }]);

/** The request's JSON body (null when empty), or the answer to send instead: 413 too large (over `maxBytes`), 400 not JSON. */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<{ body: unknown } | { response: Response }> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return { response: tooLarge() };
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { response: malformed() };
  }
  // the cap is in bytes: a body of Slovak text has more bytes than characters
  if (Buffer.byteLength(text) > maxBytes) return { response: tooLarge() };
  try {
    return { body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { response: malformed() };
  }
}

// A schema's message names the reason: a next-intl key ('forms.maxLength:200', the limit is for the
// form's text) or a code ('messages.validation.order.oneOrdering'); zod's own prose says only "invalid".
function reasonOf(message: string): string {
  const { key } = parseFormMessage(message);
  if (!/^(forms|messages)\.[\w.-]+$/.test(key)) return 'invalid';
  return key.slice(key.lastIndexOf('.') + 1);
}

/**
 * The zod issues as the contract's error items, one per field (all a form can show):
 * key = the field's path, code = `messages.validation.<key>.<reason>`; a body that is not the
 * expected object is key `body`.
 */
export function validationErrors(issues: readonly z.core.$ZodIssue[]): ErrorItem[] {
  const items = new Map<string, ErrorItem>();
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    if (!items.has(key)) items.set(key, { key, code: `messages.validation.${key}.${reasonOf(issue.message)}` });
  }
  return [...items.values()];
}

/**
 * Reads the JSON body and parses it with `schema` (any zod 4 schema, through the standalone
 * `safeParse`): the data, or the answer to send instead (413, or 400 naming each bad field).
 */
export async function parseBody<S extends z.core.$ZodType>(
  schema: S,
  request: Request,
  maxBytes?: number,
): Promise<{ data: z.output<S> } | { response: Response }> {
  const read = await readJsonBody(request, maxBytes);
  if ('response' in read) return read;
  const result = z.safeParse(schema, read.body);
  return result.success ? { data: result.data } : { response: badRequest(validationErrors(result.error.issues)) };
}

/**
 * A handler that answers 413/400 for a bad body and otherwise runs with the parsed one. `maxBytes`
 * only for a call whose body is a list rather than a form (the product lookup's 500 codes).
 */
export function withBody<S extends z.core.$ZodType, C extends { request: Request }>(
  schema: S,
  run: (ctx: C, body: z.output<S>) => Promise<Response>,
  maxBytes?: number,
): (ctx: C) => Promise<Response> {
  return async (ctx) => {
    const parsed = await parseBody(schema, ctx.request, maxBytes);
    return 'response' in parsed ? parsed.response : run(ctx, parsed.data);
  };
}
