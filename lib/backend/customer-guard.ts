import 'server-only';
import { notLoggedIn } from './http';
import type { Handler, HandlerContext } from './router';
import type { Customer, Session } from './session';

/** What a customer-only handler is given: the request's context with its session already resolved. */
export type CustomerContext = Omit<HandlerContext, 'session'> & { session: Session; customer: Customer };

export type CustomerHandler = (ctx: CustomerContext) => Promise<Response>;

/** Customers only: a guest (no valid session) gets 401 `messages.user.not-logged-in` before the handler runs. */
export function withCustomer(handler: CustomerHandler): Handler {
  return async (ctx) => {
    const session = await ctx.session();
    if (!session) return notLoggedIn();
    return handler({ ...ctx, session, customer: session.customer });
  };
}
