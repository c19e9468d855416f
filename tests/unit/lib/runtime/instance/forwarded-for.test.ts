import { clientAddressThroughProxies, normaliseAddress, trustedProxyList } from '@/lib/runtime/instance/forwarded-for';

const LOOPBACK = trustedProxyList(['127.0.0.1', '::1']);
/** A load balancer's subnet in front of nginx on the same host. */
const BALANCED = trustedProxyList(['127.0.0.1', '10.0.0.0/24', 'fd00::/8']);

describe('the client address from the socket and TRUSTED_PROXIES', () => {
  it('from a peer that is no trusted proxy: the socket, whatever X-Forwarded-For it sent', () => {
    expect(clientAddressThroughProxies('203.0.113.7', undefined, LOOPBACK)).toBe('203.0.113.7');
    expect(clientAddressThroughProxies('203.0.113.7', '10.9.9.9', LOOPBACK)).toBe('203.0.113.7');
    expect(clientAddressThroughProxies('127.0.0.2', '198.51.100.4, 127.0.0.1', LOOPBACK)).toBe('127.0.0.2');
  });

  it('behind a trusted proxy: the address it appended, not what the client wrote before it', () => {
    // the client sent "X-Forwarded-For: 10.9.9.9"; nginx on 127.0.0.1 appended the address it saw
    expect(clientAddressThroughProxies('127.0.0.1', '10.9.9.9, 198.51.100.4', LOOPBACK)).toBe('198.51.100.4');
    expect(clientAddressThroughProxies('::ffff:127.0.0.1', '198.51.100.4', LOOPBACK)).toBe('198.51.100.4');
    expect(clientAddressThroughProxies('::1', '2001:db8::7', LOOPBACK)).toBe('2001:db8::7');
  });

  it('through a load balancer and nginx: walks left while the hop is trusted, stops at the first that is not', () => {
    expect(clientAddressThroughProxies('127.0.0.1', '6.6.6.6, 198.51.100.4, 10.0.0.5', BALANCED)).toBe('198.51.100.4');
    // the same chain when only nginx is trusted: the balancer's address is the client's
    expect(clientAddressThroughProxies('127.0.0.1', '6.6.6.6, 198.51.100.4, 10.0.0.5', LOOPBACK)).toBe('10.0.0.5');
    // a forged trusted-looking entry left of the real client is never reached
    expect(clientAddressThroughProxies('127.0.0.1', '10.0.0.9, 198.51.100.4, 10.0.0.5', BALANCED)).toBe('198.51.100.4');
    expect(clientAddressThroughProxies('127.0.0.1', '203.0.113.9, fd00::1', BALANCED)).toBe('203.0.113.9');
  });

  it('a chain of trusted proxies only gives its leftmost entry; an empty one the socket', () => {
    expect(clientAddressThroughProxies('127.0.0.1', '10.0.0.7, 10.0.0.5', BALANCED)).toBe('10.0.0.7');
    expect(clientAddressThroughProxies('127.0.0.1', '', BALANCED)).toBe('127.0.0.1');
  });

  it('a malformed entry is never taken: the last address a trusted hop vouched for is', () => {
    expect(clientAddressThroughProxies('127.0.0.1', 'unknown', LOOPBACK)).toBe('127.0.0.1');
    expect(clientAddressThroughProxies('127.0.0.1', '198.51.100.4, <script>, 10.0.0.5', BALANCED)).toBe('10.0.0.5');
    expect(clientAddressThroughProxies('127.0.0.1', '198.51.100.4,,', LOOPBACK)).toBe('198.51.100.4');
  });

  it('reads the forms proxies write: ports, brackets, IPv4-mapped IPv6', () => {
    expect(clientAddressThroughProxies('::ffff:203.0.113.7', undefined, LOOPBACK)).toBe('203.0.113.7');
    expect(clientAddressThroughProxies('127.0.0.1', '198.51.100.4:51234', LOOPBACK)).toBe('198.51.100.4');
    expect(clientAddressThroughProxies('127.0.0.1', '[2001:DB8::1]:443', LOOPBACK)).toBe('2001:db8::1');
    expect(normaliseAddress('not-an-address')).toBeNull();
  });

  it('no socket address (the connection is gone): no client address', () => {
    expect(clientAddressThroughProxies(undefined, '198.51.100.4', LOOPBACK)).toBeNull();
  });
});
