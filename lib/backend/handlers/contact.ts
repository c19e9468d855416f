import 'server-only';
import { eq } from 'drizzle-orm';
// zod/mini like the lib/contract schema it extends (mini and classic schemas do not compose).
import * as z from 'zod/mini';
import { optionalText } from '@/lib/contract/schemas/common';
import { textInput } from '@/lib/contract/schemas/text-characters';
import { questionPayloadSchema } from '@/lib/contract/schemas/requests/question';
import { contactMessages, products } from '../db/schema';
import { badRequest, ok } from '../http';
import type { Handler } from '../router';
import { withBody } from '../request-body';

/**
 * The question payload as the storefront validates it (lengths capped to the columns), except
 * that optional texts may be left out and the fillers `address` and `stars`, which the shop
 * ignores, need not be exact.
 */
const contactBodySchema = z.extend(questionPayloadSchema, {
  about: z._default(optionalText(300), ''),
  subject: z._default(optionalText(300), ''),
  phone: z._default(optionalText(40), ''),
  address: z.optional(textInput().check(z.maxLength(300))),
  stars: z.optional(z.number().check(z.int(), z.gte(0), z.lte(5))),
});

/** POST /contact/send: stores a product question for the shop; `[{ key: field, code }]` when invalid. */
export const sendContactMessage: Handler = withBody(contactBodySchema, async ({ db }, question) => {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, question.product)).limit(1);
  if (!product) return badRequest([{ key: 'product', code: 'messages.validation.product.notExists' }]);
  await db.insert(contactMessages).values({
    productId: product.id,
    name: question.name,
    email: question.email,
    phone: question.phone,
    subject: question.subject || question.about,
    text: question.text,
  });
  return ok();
});
