import { callApi, type ApiClient } from '../client';
import { extensionOr } from '../errors';
import type { Approval } from '../schemas/approvals';

/**
 * Approvals of a buyer's order over their limit (extensions; docs/decisions/059-company-accounts.md).
 * The lists answer null where an upstream lacks them (404/501), so the storefront shows no approvals.
 */

/** POST /x/cart/approval: submits the cart over the buyer's limit for the owner's approval; the request. */
export async function submitForApproval(client: ApiClient, basket: number): Promise<Approval> {
  return (await callApi(client, 'POST', '/x/cart/approval', 'approvalResponseSchema', { basket })).approval;
}

/** GET /x/cart/approvals: the person's own requests, pending first; null without the extension. */
export async function getOwnApprovals(client: ApiClient): Promise<Approval[] | null> {
  const { value } = await extensionOr(
    async () => (await callApi(client, 'GET', '/x/cart/approvals', 'approvalsResponseSchema')).approvals,
    async () => null,
  );
  return value;
}

/** GET /x/company/approvals (the owner): the company's requests, pending first; null without the extension. */
export async function getCompanyApprovals(client: ApiClient): Promise<Approval[] | null> {
  const { value } = await extensionOr(
    async () => (await callApi(client, 'GET', '/x/company/approvals', 'approvalsResponseSchema')).approvals,
    async () => null,
  );
  return value;
}

/** POST /x/company/approvals/{id}/approve: places the request's order once; the request with its order. */
export async function approveRequest(client: ApiClient, id: number): Promise<Approval> {
  return (await callApi(client, 'POST', `/x/company/approvals/${id}/approve`, 'approvalResponseSchema')).approval;
}

/** POST /x/company/approvals/{id}/reject `{ note }`: the buyer gets the note by mail and the lines back. */
export async function rejectRequest(client: ApiClient, id: number, note: string): Promise<Approval> {
  return (await callApi(client, 'POST', `/x/company/approvals/${id}/reject`, 'approvalResponseSchema', { note })).approval;
}
