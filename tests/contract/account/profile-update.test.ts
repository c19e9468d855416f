import { profileResponseSchema } from '@/lib/contract/schemas/account';
import { signUserResponseSchema } from '@/lib/contract/schemas/user';
import { callJson, demoCustomerCookie, DEMO_EMAIL, callPrivate } from '../support/backend';
import { describeOnEachDriver } from '../support/drivers';
import { errorsOf, register, signIn, SLOW } from './helpers';

jest.setTimeout(SLOW);

const PATH = '/admin/v1/x/customer/profile';
const NAMES = { firstName: 'Ján', lastName: 'Novák', displayName: 'Ján z montáží' };

describeOnEachDriver('PATCH /x/customer/profile (extension)', () => {
  it('answers guests and forged sessions 401 not-logged-in, on GET and PATCH', async () => {
    for (const cookie of [undefined, 'sid=forged; auth_check=forged']) {
      for (const method of ['GET', 'PATCH']) {
        const { status, body } = await callJson(method, PATH, { cookie, body: method === 'PATCH' ? NAMES : undefined });
        expect(status).toBe(401);
        expect(errorsOf(body)).toEqual([{ key: 'user', code: 'messages.user.not-logged-in' }]);
      }
    }
  });

  it('saves the names and answers the profile privately; GET on both paths and the session user show them', async () => {
    await register('mena@example.sk');
    const { cookie } = await signIn('mena@example.sk', 'Heslo1234');
    const response = await callPrivate('PATCH', PATH, { cookie, body: { firstName: '  Ján ', lastName: 'Novák', displayName: 'Ján z montáží' } });
    const saved = profileResponseSchema.parse(await response.json()).customer;
    expect(saved).toMatchObject({ email: 'mena@example.sk', first_name: 'Ján', last_name: 'Novák', display_name: 'Ján z montáží', company_id: '51234564' });

    for (const path of [PATH, '/admin/v1/customer/profile']) {
      const { body } = await callJson('GET', path, { cookie });
      expect(profileResponseSchema.parse(body).customer).toEqual(saved);
    }
    const { body } = await callJson('GET', '/admin/v1/sign/user', { cookie });
    expect(signUserResponseSchema.parse(body).user).toMatchObject({ first_name: 'Ján', last_name: 'Novák' });
  });

  it('refuses empty, overlong and missing names with 400 naming each field, and changes nothing', async () => {
    const cookie = await demoCustomerCookie();
    const { status, body } = await callJson('PATCH', PATH, { cookie, body: { firstName: '   ', lastName: 'x'.repeat(121) } });
    expect(status).toBe(400);
    expect(errorsOf(body)).toEqual([
      { key: 'firstName', code: 'messages.validation.firstName.required' },
      { key: 'lastName', code: 'messages.validation.lastName.maxLength' },
      { key: 'displayName', code: 'messages.validation.displayName.invalid' },
    ]);
    for (const bad of [undefined, 'not json', '[]']) {
      const answer = await callJson('PATCH', PATH, { cookie, body: bad });
      expect(answer.status).toBe(400);
      expect(errorsOf(answer.body)[0]?.key).toBe('body');
    }
    const { body: profile } = await callJson('GET', '/admin/v1/customer/profile', { cookie });
    expect(profileResponseSchema.parse(profile).customer).toMatchObject({
      email: DEMO_EMAIL,
      first_name: 'Peter',
      last_name: 'Kováč',
      display_name: 'Peter Kováč',
    });
  });

  it('never changes the e-mail, whatever the body carries', async () => {
    const cookie = await demoCustomerCookie();
    const { status, body } = await callJson('PATCH', PATH, { cookie, body: { ...NAMES, email: 'iny@example.sk' } });
    expect(status).toBe(200);
    expect(profileResponseSchema.parse(body).customer.email).toBe(DEMO_EMAIL);
  });
});
