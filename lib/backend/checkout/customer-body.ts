import 'server-only';
import type * as z from 'zod/mini';
import { notLoggedIn, readJson } from '../http';
import type { Handler, HandlerContext } from '../router';
import type { Session } from '../session';
import { parseBody } from '../auth/validate';

/**
 * A handler for a signed-in customer's JSON call: 401 for guests, 400 naming each bad field,
 * then `run` with the parsed body.
 */
export function customerBodyHandler<S extends z.core.$ZodType>(
  schema: S,
  run: (ctx: HandlerContext, session: Session, body: z.output<S>) => Promise<Response>,
): Handler {
  return async (ctx) => {
    const current = await ctx.session();
    if (!current) return notLoggedIn();
    const parsed = parseBody(schema, await readJson(ctx.request));
    if ('response' in parsed) return parsed.response;
    return run(ctx, current, parsed.data);
  };
}
