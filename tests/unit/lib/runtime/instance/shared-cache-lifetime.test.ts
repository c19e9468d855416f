import { capSharedLifetime } from '@/lib/runtime/instance/shared-cache-lifetime';

describe('capSharedLifetime: what a cache in front of the shop may keep', () => {
  it("cuts Next's s-maxage to the setting and keeps how long the page may be served stale in total", () => {
    expect(capSharedLifetime('s-maxage=3600, stale-while-revalidate=82800', 60)).toBe('s-maxage=60, stale-while-revalidate=86340');
  });

  it("cuts a page without stale-while-revalidate (Next's one-year static life) too", () => {
    expect(capSharedLifetime('s-maxage=31536000', 60)).toBe('s-maxage=60, stale-while-revalidate=31535940');
  });

  it('leaves a life already shorter than the setting as it is', () => {
    expect(capSharedLifetime('s-maxage=30, stale-while-revalidate=300', 60)).toBe('s-maxage=30, stale-while-revalidate=300');
  });

  it('never touches an answer that must not be stored or is not a page lifetime', () => {
    for (const value of ['private, no-cache, no-store, max-age=0, must-revalidate', 'private, no-store', 'public, max-age=31536000, immutable', 'no-store']) {
      expect(capSharedLifetime(value, 60)).toBe(value);
    }
  });
});
