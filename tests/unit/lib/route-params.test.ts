import { decodeParam } from '@/lib/route-params';

describe('decodeParam', () => {
  it('decodes percent-encoded segments once', () => {
    expect(decodeParam('ochrana-osobn%C3%BDch-%C3%BAdajov')).toBe('ochrana-osobných-údajov');
    expect(decodeParam('a%2520b')).toBe('a%20b');
    expect(decodeParam('plain')).toBe('plain');
  });

  it('keeps malformed escapes as written and joins catch-all arrays', () => {
    expect(decodeParam('100%')).toBe('100%');
    expect(decodeParam('%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodeParam(['cctv', 'ip%20kamery'])).toBe('cctv/ip kamery');
    expect(decodeParam(undefined)).toBe('');
  });
});
