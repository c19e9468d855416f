import { mayBeSignedIn } from '@/lib/shop/account/signed-in-hint';

function clearCookies() {
  for (const name of ['signed_in', 'not_signed_in', 'other']) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

describe('the signed-in hint in the browser', () => {
  afterEach(clearCookies);

  it('says a browser without the hint cannot be signed in, also when a similarly named cookie is there', () => {
    document.cookie = 'not_signed_in=1; Path=/';
    document.cookie = 'other=signed_in=1; Path=/';
    expect(mayBeSignedIn()).toBe(false);
  });

  it('says a browser holding the hint may be signed in', () => {
    document.cookie = 'other=1; Path=/';
    document.cookie = 'signed_in=1; Path=/';
    expect(mayBeSignedIn()).toBe(true);
  });
});
