/** @jest-environment node */
import { getEditableProfile, updateProfile } from '@/lib/contract/calls/account';
import { ApiError } from '@/lib/contract/errors';
import type { ApiClient } from '@/lib/contract/client';
import { upstream } from '../fake-upstream';

const profile = {
  username: 'jan@firma.sk',
  email: 'jan@firma.sk',
  first_name: 'Ján',
  last_name: 'Novák',
  display_name: 'Ján z montáží',
  company_name: 'Firma s.r.o.',
  phone: '0905 123 456',
  company_id: '51234564',
  vat_registration_id: '2121234567',
  ext_vat_registration_id: 'SK2121234567',
};

describe('the profile save extension (PATCH /x/customer/profile)', () => {
  it('is editable where the embedded backend answers GET /x/customer/profile', async () => {
    const { client, sent } = upstream({ '/x/customer/profile': { status: 200, body: { success: true, customer: profile } } });
    expect(await getEditableProfile(client)).toEqual({ profile, editable: true });
    expect(sent).toEqual(['GET /x/customer/profile']);
  });

  it.each([
    ['an HTML 404', undefined],
    ['a JSON 404', { status: 404, body: { success: false, error: [{ key: 'route', code: 'messages.route.notFound' }] } }],
    ['a 501', { status: 501, body: { success: false, error: [] } }],
  ])('is read-only, from GET /customer/profile, where an upstream answers %s', async (_, missing) => {
    const { display_name: _display, ...spec } = profile;
    const answers: Record<string, { status: number; body: unknown }> = { '/customer/profile': { status: 200, body: { success: true, customer: spec } } };
    if (missing) answers['/x/customer/profile'] = missing;
    const { client, sent } = upstream(answers);
    const result = await getEditableProfile(client);
    expect(result.editable).toBe(false);
    // an upstream without display names: '' (the page shows the sign-in name instead)
    expect(result.profile).toEqual({ ...profile, display_name: '' });
    expect(sent).toEqual(['GET /x/customer/profile', 'GET /customer/profile']);
  });

  it('passes other failures on (a guest, a broken upstream)', async () => {
    const { client } = upstream({
      '/x/customer/profile': { status: 401, body: { success: false, error: [{ key: 'user', code: 'messages.user.not-logged-in' }] } },
    });
    await expect(getEditableProfile(client)).rejects.toBeInstanceOf(ApiError);
  });

  it('updateProfile sends PATCH with the names and returns the saved profile', async () => {
    const sent: unknown[] = [];
    const client: ApiClient = {
      async send(method, path, body) {
        sent.push({ method, path, body });
        return new Response(JSON.stringify({ success: true, customer: profile }), { status: 200 });
      },
    };
    const names = { firstName: 'Ján', lastName: 'Novák', displayName: 'Ján z montáží' };
    expect(await updateProfile(client, names)).toEqual(profile);
    expect(sent).toEqual([{ method: 'PATCH', path: '/x/customer/profile', body: names }]);
  });
});
