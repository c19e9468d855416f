import 'server-only';
import type * as z from 'zod/mini';
import type { ErrorItem } from '@/lib/api/errors';
import { FORM_MESSAGES, parseFormMessage } from '@/lib/api/schemas/common';
import { badRequest, fail } from '../http';

/** Bodies of the catalogue's POST calls are small forms; anything larger is refused unread. */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * The request's JSON body, or the error response to send instead: 413 when too large,
 * 400 when missing or not JSON.
 */
export async function readBody(request: Request): Promise<{ body: unknown } | { error: Response }> {
  const tooLarge = () => ({ error: fail(413, [{ key: 'body', code: 'messages.body.tooLarge' }]) });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return tooLarge();
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return tooLarge();
  try {
    return { body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { error: badRequest([{ key: 'body', code: 'messages.body.invalid' }]) };
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Zod issues as the contract's `[{ key, code }]`, one per field. Our own schemas already carry
 * message keys (`forms.required`, …); zod's built-in messages are prose, so they become codes here.
 */
export function validationErrors(error: z.core.$ZodError, input: unknown, area: string): ErrorItem[] {
  const items = new Map<string, ErrorItem>();
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    if (items.has(key)) continue;
    const missing = valueAt(input, issue.path) === undefined || valueAt(input, issue.path) === null;
    // a limit carried in the message (forms.maxLength:5000) is for the form's text, not the code
    const message = parseFormMessage(issue.message).key;
    const code = /^(forms|messages)\./.test(message)
      ? message
      : missing
        ? FORM_MESSAGES.required
        : `messages.validation.${area}.invalid`;
    items.set(key, { key, code });
  }
  return [...items.values()];
}
