import * as z from 'zod/mini';
import { envelope, idSchema, moneySchema, requiredText } from './common';

/** Where a buyer's order over their limit stands (docs/decisions/059-company-accounts.md). */
export const approvalStateSchema = z.enum(['pending', 'approved', 'rejected']);
export type ApprovalState = z.infer<typeof approvalStateSchema>;

/**
 * A request for approval: who asked, for which building site (its name; null without one), the
 * total excluding VAT when asked, the frozen cart's lines, the owner's note, and the order approval
 * placed (null until then).
 */
export const approvalSchema = z.object({
  id: idSchema,
  state: approvalStateSchema,
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
  requester: z.object({ name: z.string(), email: z.string() }),
  site: z.nullable(z.string()),
  total_exc_vat: moneySchema,
  note: z.string(),
  order: z.nullable(z.object({ id: idSchema, number: z.string() })),
  lines: z.array(z.object({ code: z.string(), name: z.string(), quantity: z.number() })),
});
export type Approval = z.infer<typeof approvalSchema>;

/** GET /x/company/approvals (the owner: the company's, pending first) and GET /x/cart/approvals (the person's own). */
export const approvalsResponseSchema = z.object({ ...envelope, approvals: z.array(approvalSchema) });

/** POST /x/cart/approval, POST /x/company/approvals/{id}/approve and …/reject: the request as it stands now. */
export const approvalResponseSchema = z.object({ ...envelope, approval: approvalSchema });

/** POST /x/cart/approval: the cart to submit, with its checkout data as it was set. */
export const approvalSubmitPayloadSchema = z.object({ basket: idSchema });
export type ApprovalSubmitPayload = z.infer<typeof approvalSubmitPayloadSchema>;

/** POST /x/company/approvals/{id}/reject: the owner's note, which the buyer gets by mail. */
export const approvalRejectPayloadSchema = z.object({ note: requiredText(1000, { multiLine: true }) });
export type ApprovalRejectPayload = z.infer<typeof approvalRejectPayloadSchema>;
