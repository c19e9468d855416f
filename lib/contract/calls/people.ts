import { callApi, seg, type ApiClient } from '../client';
import type { AcceptInvitationPayload, InvitePayload, PersonUpdatePayload } from '../schemas/requests/people';

// The company's people (extensions; docs/decisions/059-company-accounts.md). The storefront asks the
// owner's calls only where the user has a role (hasCompanyAccounts), so an upstream without them is never asked.

/** GET /x/company/people (owner): the people and the pending invitations; 403 messages.user.forbidden for anyone else. */
export async function getPeople(client: ApiClient) {
  const { people, invitations } = await callApi(client, 'GET', '/x/company/people', 'peopleResponseSchema');
  return { people, invitations };
}

/** POST /x/company/invitations (owner): mails the invitation; 409 key `email` messages.company.emailTaken. */
export async function invitePerson(client: ApiClient, payload: InvitePayload) {
  return (await callApi(client, 'POST', '/x/company/invitations', 'invitationResponseSchema', payload)).invitation;
}

/** DELETE /x/company/invitations/{email} (owner): the link stops working. */
export async function cancelInvitation(client: ApiClient, email: string) {
  await callApi(client, 'DELETE', `/x/company/invitations/${seg(email)}`, 'okSchema');
}

/** PATCH /x/company/people/{id} (owner): a colleague's role and limit. */
export async function updatePerson(client: ApiClient, id: number, payload: PersonUpdatePayload) {
  return (await callApi(client, 'PATCH', `/x/company/people/${seg(id)}`, 'personResponseSchema', payload)).person;
}

/** DELETE /x/company/people/{id} (owner): removes a colleague, ending their sessions. */
export async function removePerson(client: ApiClient, id: number) {
  await callApi(client, 'DELETE', `/x/company/people/${seg(id)}`, 'okSchema');
}

/** GET /x/company/invitation/{token}: what the link invites to; 404/410 key `invitation` for a closed one. */
export async function getInvitation(client: ApiClient, token: string) {
  return (await callApi(client, 'GET', `/x/company/invitation/${seg(token)}`, 'invitationPreviewResponseSchema')).invitation;
}

/** POST /x/company/invitation/{token}/accept: the new person, signed in (the caller stores `auth_check` as after sign-in). */
export async function acceptInvitation(client: ApiClient, token: string, payload: AcceptInvitationPayload) {
  return (await callApi(client, 'POST', `/x/company/invitation/${seg(token)}/accept`, 'signUserResponseSchema', payload)).user;
}
