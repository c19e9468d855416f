/** @jest-environment node */
import { sanitizeHtml } from '@/lib/shared/format/sanitize-html';

describe('sanitizeHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['<div onclick="alert(1)" onmouseover="alert(2)">x</div>', '<div>x</div>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.example"><input name=p></form>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<a href="//evil.example">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
  ])('neutralises %s', (input, expected) => {
    expect(sanitizeHtml(input).replace(/ loading="lazy"/, '')).toBe(expected);
  });

  it('keeps ordinary content and hardens links', () => {
    const html = sanitizeHtml('<h2>Nadpis</h2><p>Text <strong>tučne</strong> <a href="https://shop.sk/x" target="_self">odkaz</a></p>');
    expect(html).toBe('<h2>Nadpis</h2><p>Text <strong>tučne</strong> <a href="https://shop.sk/x" target="_blank" rel="noopener noreferrer">odkaz</a></p>');
  });

  it('keeps mailto and relative links', () => {
    expect(sanitizeHtml('<a href="mailto:a@b.sk">m</a><a href="/page/sk/o-nas">o</a>')).toBe(
      '<a href="mailto:a@b.sk" rel="noopener noreferrer">m</a><a href="/page/sk/o-nas" rel="noopener noreferrer">o</a>',
    );
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
