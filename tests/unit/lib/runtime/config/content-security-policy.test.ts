import { contentSecurityPolicy, packetaWidgetUrlOf } from '@/lib/runtime/config/content-security-policy.mjs';

const directives = (policy: string) => policy.split('; ');

describe('the Content-Security-Policy of every page', () => {
  it('refuses plugins, other bases, forms to elsewhere and framing by other sites; scripts only from the shop', () => {
    expect(directives(contentSecurityPolicy(undefined))).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
        // inline event handlers (the usual shape of injected markup) are refused even so
        "script-src-attr 'none'",
        "style-src-elem 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ]),
    );
  });

  it('names no Packeta origin while no widget is loaded (the stand-in is the shop’s own file)', () => {
    expect(contentSecurityPolicy(undefined)).not.toMatch(/packeta|connect-src|frame-src/);
  });

  it("lets the widget's script, health check and frames in when it is loaded, from wherever PACKETA_WIDGET_URL points", () => {
    const policy = directives(contentSecurityPolicy('https://cdn.example.sk/packeta/library.js'));
    expect(policy).toContain("script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval' https://cdn.example.sk");
    expect(policy).toContain("connect-src 'self' https://widget.packeta.com");
    expect(policy).toContain(
      "frame-src 'self' https://cdn.example.sk https://widget.packeta.com https://backup.widget.packeta.com https://error-page-service-widget-errors.prod.packeta-com.codenow.com",
    );
  });
});

describe('packetaWidgetUrlOf: the widget a server with these settings loads', () => {
  it('none without PACKETA_API_KEY (an empty value counts as unset), whatever the URL says', () => {
    expect(packetaWidgetUrlOf({})).toBeUndefined();
    expect(packetaWidgetUrlOf({ PACKETA_API_KEY: ' ', PACKETA_WIDGET_URL: 'https://cdn.example.sk/w.js' })).toBeUndefined();
  });

  it('PACKETA_WIDGET_URL with a key, else the official library', () => {
    expect(packetaWidgetUrlOf({ PACKETA_API_KEY: 'k', PACKETA_WIDGET_URL: 'https://cdn.example.sk/w.js' })).toBe('https://cdn.example.sk/w.js');
    expect(packetaWidgetUrlOf({ PACKETA_API_KEY: 'k', PACKETA_WIDGET_URL: '' })).toBe('https://widget.packeta.com/v6/www/js/library.js');
  });

  it('none for a URL that is no address, so a build with it does not stop on a stack trace (the server refuses the setting)', () => {
    expect(packetaWidgetUrlOf({ PACKETA_API_KEY: 'k', PACKETA_WIDGET_URL: 'widget.js' })).toBeUndefined();
  });
});
