import 'server-only';
import * as z from 'zod/mini';
import type { ErrorItem } from '@/lib/api/errors';
import { parseFormMessage } from '@/lib/api/schemas/common';
import { badRequest } from '../http';

/** The zod issues as the contract's error items: key = field, code = messages.validation.<field>.<reason>. */
export function validationErrors(issues: z.core.$ZodIssue[]): ErrorItem[] {
  const items = new Map<string, ErrorItem>();
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    if (items.has(key)) continue; // one message per field is all a form can show
    // the lib/api schemas carry next-intl keys (forms.minLength …); keep their reason, not zod's prose
    const { key: message } = parseFormMessage(issue.message);
    const reason = message.startsWith('forms.') ? message.slice('forms.'.length) : 'invalid';
    items.set(key, { key, code: `messages.validation.${key}.${reason}` });
  }
  return [...items.values()];
}

/**
 * Parses a request body with a lib/api schema: the data, or a 400 response naming each bad field.
 * Takes any zod 4 schema (the lib/api ones are zod/mini) through the standalone `safeParse`.
 */
export function parseBody<S extends z.core.$ZodType>(schema: S, body: unknown): { data: z.output<S> } | { response: Response } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { response: badRequest([{ key: 'body', code: 'messages.validation.body.invalid' }]) };
  }
  const result = z.safeParse(schema, body);
  return result.success ? { data: result.data } : { response: badRequest(validationErrors(result.error.issues)) };
}
