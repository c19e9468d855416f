/** @jest-environment node */
import { decodeParam } from '@/lib/shop/urls/route-params';

describe('decodeParam (home pages)', () => {
  it('decodes a percent-encoded segment once', () => {
    expect(decodeParam('ochrana-osobn%C3%BDch-%C3%BAdajov')).toBe('ochrana-osobných-údajov');
    expect(decodeParam('a%2520b')).toBe('a%20b');
    expect(decodeParam('plain')).toBe('plain');
  });

  it('answers null for a malformed escape, so the page can 404 instead of failing', () => {
    expect(decodeParam('100%')).toBeNull();
    expect(decodeParam('%E0%A4%A')).toBeNull();
  });
});

describe('decodeParam (category and search pages)', () => {
  it('decodes a param once and gives null for malformed encoding', () => {
    expect(decodeParam('kamery%20ip')).toBe('kamery ip');
    expect(decodeParam('%E0%A4%A')).toBeNull();
  });
});
