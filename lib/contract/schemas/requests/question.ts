import * as z from 'zod/mini';
import { idSchema, optionalText, requiredText } from '../common';

/** The ask-a-question form (product tab 3): e-mail is required but its format is not checked (docs/rules.md#validation). */
export const questionFormSchema = z.object({
  firstName: requiredText(120),
  lastName: requiredText(120),
  email: requiredText(254),
  phone: z._default(optionalText(40), ''),
  /** what the question is about: prefilled with the product's name */
  product: requiredText(300),
  message: requiredText(5000, { multiLine: true }),
});
export type QuestionForm = z.infer<typeof questionFormSchema>;

/** POST /contact/send, docs/contract.md#shapes: `product` is the id, `address` always empty, `stars` always 0. */
export const questionPayloadSchema = z.object({
  name: requiredText(250),
  email: requiredText(254),
  about: optionalText(300),
  subject: optionalText(300),
  text: requiredText(5000, { multiLine: true }),
  product: idSchema,
  phone: optionalText(40),
  address: z.literal(''),
  stars: z.literal(0),
});
export type QuestionPayload = z.infer<typeof questionPayloadSchema>;

/** Builds the question payload: first and last name joined; `about` and `subject` carry the form's product text. */
export function toQuestionPayload(form: QuestionForm, productId: number): QuestionPayload {
  return {
    name: `${form.firstName} ${form.lastName}`.trim(),
    email: form.email,
    about: form.product,
    subject: form.product,
    text: form.message,
    product: productId,
    phone: form.phone,
    address: '',
    stars: 0,
  };
}
