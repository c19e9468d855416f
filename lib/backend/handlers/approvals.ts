import 'server-only';
import { approvalRejectPayloadSchema, approvalSubmitPayloadSchema } from '@/lib/contract/schemas/approvals';
import { fail, notFound, ok } from '../http';
import { basketNotFound } from '../checkout/cart-access';
import type { CustomerHandler } from '../customer-guard';
import { withBody } from '../request-body';
import { wholeNumber } from '../path-params';
import { kickMailSender } from '../mail/outbox-worker';
import { accountIdOf } from '../accounts/account';
import { approveRequest, rejectRequest, type DecisionResult } from '../approvals/decide';
import { approvalById, approvalsOfAccount, approvalsOfRequester } from '../approvals/read';
import { submitForApproval } from '../approvals/submit';

/**
 * POST /x/cart/approval `{ basket }` (an extension, docs/decisions/059-company-accounts.md): the
 * buyer's cart over their limit, frozen for the owner's approval; `{ approval }`. Submitting again
 * answers the same request; a cart within the limit answers 409 `messages.approval.notNeeded`.
 */
export const submitApproval: CustomerHandler = withBody(approvalSubmitPayloadSchema, async ({ db, customer }, body) => {
  const result = await submitForApproval(db, customer, body.basket);
  if (result.kind === 'not-found') return basketNotFound();
  if (result.kind === 'invalid') return fail(result.status, result.errors);
  if (result.kind === 'submitted') kickMailSender();
  return ok({ approval: await approvalById(db, result.approvalId) });
});

/** GET /x/cart/approvals: the person's own requests, pending first. */
export const getOwnApprovals: CustomerHandler = async ({ db, customer }) => ok({ approvals: await approvalsOfRequester(db, customer.id) });

/** GET /x/company/approvals (the owner): the company's requests, pending first, then decided. */
export const getCompanyApprovals: CustomerHandler = async ({ db, customer }) => ok({ approvals: await approvalsOfAccount(db, accountIdOf(customer)) });

/** The answer to a decision: the request as it stands now, or why not (another company's is 404). */
async function decisionAnswer(db: Parameters<CustomerHandler>[0]['db'], id: number, result: DecisionResult): Promise<Response> {
  if (result.kind === 'not-found') return notFound('approval');
  if (result.kind === 'invalid') return fail(result.status, result.errors);
  kickMailSender();
  return ok({ approval: await approvalById(db, id) });
}

/** POST /x/company/approvals/{id}/approve (the owner): places the request's order once; a refused placement answers its errors and the request stays pending. */
export const approveApproval: CustomerHandler = async ({ db, customer, params }) => {
  const id = wholeNumber(params.id);
  if (id === null) return notFound('approval');
  return decisionAnswer(db, id, await approveRequest(db, customer, id));
};

/** POST /x/company/approvals/{id}/reject `{ note }` (the owner): the buyer gets the note by mail and the lines back in their cart. */
export const rejectApproval: CustomerHandler = withBody(approvalRejectPayloadSchema, async ({ db, customer, params }, body) => {
  const id = wholeNumber(params.id);
  if (id === null) return notFound('approval');
  return decisionAnswer(db, id, await rejectRequest(db, customer, id, body.note));
});
