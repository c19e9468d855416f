/** @jest-environment node */
import { reportSiteUrlMismatch, siteUrlMismatch } from '@/lib/runtime/config/site-url-check';

describe('SITE_URL at start against the build', () => {
  it('says in one line which value the build used and how to rebuild', () => {
    const line = siteUrlMismatch('http://localhost:3000', 'https://shop.example.sk');
    expect(line).toBe(
      'SITE_URL is https://shop.example.sk but this build was made with http://localhost:3000: prerendered pages, canonical links and sitemaps say http://localhost:3000 until you build again (npm start -- --build, or next build).',
    );
    expect(line).not.toContain('\n');
  });

  it('counts an unset value as the default and ignores a trailing slash', () => {
    expect(siteUrlMismatch('', 'http://localhost:3000/')).toBeNull();
    expect(siteUrlMismatch('https://shop.example.sk/', 'https://shop.example.sk')).toBeNull();
    expect(siteUrlMismatch('', 'https://shop.example.sk')).toMatch(
      /^SITE_URL is https:\/\/shop\.example\.sk but this build was made with http:\/\/localhost:3000:/,
    );
  });

  it('says nothing when no build value was compiled in', () => {
    expect(siteUrlMismatch(undefined, 'https://shop.example.sk')).toBeNull();
  });

  it('prints the line once at start when the values differ', () => {
    const saved = { built: process.env.BUILT_SITE_URL, site: process.env.SITE_URL };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      process.env.BUILT_SITE_URL = 'http://localhost:3000';
      process.env.SITE_URL = 'https://shop.example.sk';
      reportSiteUrlMismatch();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/^SITE_URL is https:\/\/shop\.example\.sk but this build was made with http:\/\/localhost:3000/);
    } finally {
      warn.mockRestore();
      process.env.BUILT_SITE_URL = saved.built;
      process.env.SITE_URL = saved.site;
      if (saved.built === undefined) delete process.env.BUILT_SITE_URL;
      if (saved.site === undefined) delete process.env.SITE_URL;
    }
  });
});
