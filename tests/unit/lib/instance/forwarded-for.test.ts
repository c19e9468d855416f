import { clientAddressFromHops, normaliseAddress } from '@/lib/instance/forwarded-for';

describe('the client address from the socket and TRUSTED_PROXY_HOPS', () => {
  it('reached directly (0 hops): the socket, whatever X-Forwarded-For the client sent', () => {
    expect(clientAddressFromHops('203.0.113.7', undefined, 0)).toBe('203.0.113.7');
    expect(clientAddressFromHops('203.0.113.7', '10.9.9.9', 0)).toBe('203.0.113.7');
  });

  it('behind one proxy (1 hop): the address that proxy appended, not what the client wrote before it', () => {
    // the client sent "X-Forwarded-For: 10.9.9.9"; nginx appended the address it saw
    expect(clientAddressFromHops('10.0.0.2', '10.9.9.9, 198.51.100.4', 1)).toBe('198.51.100.4');
    expect(clientAddressFromHops('10.0.0.2', '198.51.100.4', 1)).toBe('198.51.100.4');
  });

  it('behind a load balancer and nginx (2 hops): the address the outer one saw', () => {
    expect(clientAddressFromHops('10.0.0.2', '6.6.6.6, 198.51.100.4, 10.0.0.1', 2)).toBe('198.51.100.4');
  });

  it('a chain shorter than the hops (a request that bypassed a proxy) stops at the last address it has', () => {
    expect(clientAddressFromHops('10.0.0.2', '', 2)).toBe('10.0.0.2');
    expect(clientAddressFromHops('10.0.0.2', '198.51.100.4', 2)).toBe('198.51.100.4');
  });

  it('a malformed entry inside the trusted part is never taken: the last address a trusted hop vouched for is', () => {
    expect(clientAddressFromHops('10.0.0.2', 'unknown', 1)).toBe('10.0.0.2');
    expect(clientAddressFromHops('10.0.0.2', '198.51.100.4, <script>', 2)).toBe('10.0.0.2');
    expect(clientAddressFromHops('10.0.0.2', '198.51.100.4,,', 1)).toBe('198.51.100.4');
  });

  it('reads the forms proxies write: ports, brackets, IPv4-mapped IPv6', () => {
    expect(clientAddressFromHops('::ffff:127.0.0.1', undefined, 0)).toBe('127.0.0.1');
    expect(clientAddressFromHops('10.0.0.2', '198.51.100.4:51234', 1)).toBe('198.51.100.4');
    expect(clientAddressFromHops('10.0.0.2', '[2001:DB8::1]:443', 1)).toBe('2001:db8::1');
    expect(normaliseAddress('not-an-address')).toBeNull();
  });

  it('no socket address (the connection is gone): no client address', () => {
    expect(clientAddressFromHops(undefined, '198.51.100.4', 1)).toBeNull();
  });
});
