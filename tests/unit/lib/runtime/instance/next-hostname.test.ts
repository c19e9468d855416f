import { nextHostname } from '@/lib/runtime/instance/next-hostname';

describe("the hostname Next builds a request's own address from", () => {
  it('is localhost for any loopback address, as Next spells a rewrite target on one', () => {
    for (const listen of [undefined, '127.0.0.1', '127.0.1.1', '::1', '[::1]', 'localhost']) expect(nextHostname(listen)).toBe('localhost');
  });

  it('is the address the instance listens on otherwise', () => {
    expect(nextHostname('10.0.0.5')).toBe('10.0.0.5');
    expect(nextHostname('0.0.0.0')).toBe('0.0.0.0');
    expect(nextHostname('shop-a.internal')).toBe('shop-a.internal');
  });
});
