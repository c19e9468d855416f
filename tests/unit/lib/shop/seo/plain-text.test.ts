/** @jest-environment node */
import { cutAtWord, htmlToPlainText, plainTextExcerpt } from '@/lib/shop/seo/plain-text';
import { teaser } from '@/lib/backend/handlers/menu';

// Acceptance 6: a description built from backend HTML is the text a reader sees, nothing else.
describe('htmlToPlainText', () => {
  it('drops script and style content along with their tags', () => {
    const text = htmlToPlainText('<p>Kamera</p><script>alert(1)</script><style>p{color:red}</style><noscript>Zapnite JS</noscript> IP');
    expect(text).toBe('Kamera IP');
  });

  it('decodes named, decimal and hex entities, and &nbsp; becomes a plain space', () => {
    expect(htmlToPlainText('<p>EZS &amp; CCTV&nbsp;sady &#x17E;&#x161; &#268;ierna &lt;b&gt; &quot;PRO&quot; &apos;x&apos; &euro;</p>')).toBe(
      'EZS & CCTV sady žš Čierna <b> "PRO" \'x\' €',
    );
  });

  it('keeps words apart across block tags and together across inline ones', () => {
    const html = '<div><h2>Ústredňa</h2><ul><li>8 zón</li><li>LAN<br>modul</li></ul><p>Kla<b>ves</b>nica <a href="/x" onclick="x()">tu</a></p></div>';
    expect(htmlToPlainText(html)).toBe('Ústredňa 8 zón LAN modul Klavesnica tu');
  });

  it('folds every run of whitespace to one space and trims', () => {
    expect(htmlToPlainText('\n\t <p>  a \n\n b\u00a0\u00a0c </p>  ')).toBe('a b c');
  });

  it('leaves no markup, comments or attribute text behind, even from broken HTML', () => {
    const text = htmlToPlainText(
      '<p title="<b>x</b>">A<!-- <script>alert(2)</script> --> B <img src=x onerror=alert(3)> <svg><text>svg</text></svg>C<textarea>t</textarea>',
    );
    expect(text).toBe('A B C');
    expect(htmlToPlainText('<p>Neuzavretý <b>tag')).toBe('Neuzavretý tag');
  });

  it('gives an empty string for nothing', () => {
    expect(htmlToPlainText(null)).toBe('');
    expect(htmlToPlainText('<p> </p><script>x</script>')).toBe('');
  });
});

describe('cutAtWord', () => {
  it('keeps text that fits whole', () => {
    expect(cutAtWord('Krátky text', 160)).toBe('Krátky text');
  });

  it('cuts long text at the last whole word, within the limit, with an ellipsis', () => {
    const text = 'Vonkajšia IP kamera s rozlíšením 4 Mpx, infračerveným prísvitom do 30 metrov a krytím IP67';
    const cut = cutAtWord(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toBe('Vonkajšia IP kamera s rozlíšením 4 Mpx…');
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('never leaves a cut word or trailing punctuation before the ellipsis', () => {
    expect(cutAtWord('Detektor pohybu, duálny, PIR a mikrovlna, pre interiér aj exteriér', 28)).toBe('Detektor pohybu, duálny…');
  });

  it('cuts inside one very long word rather than leaving almost nothing', () => {
    const cut = cutAtWord(`a ${'x'.repeat(300)}`, 50);
    expect(cut.length).toBe(50);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('plainTextExcerpt and the menu teaser', () => {
  it('a hostile description becomes readable text cut at a word', () => {
    const html = `<script>document.cookie</script><p>Sada&nbsp;EZS &amp; GSM komunikátor. ${'Bezdrôtová ústredňa s detektormi. '.repeat(10)}</p>`;
    const excerpt = plainTextExcerpt(html);
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt).toMatch(/^Sada EZS & GSM komunikátor\. Bezdrôtová/);
    expect(excerpt).not.toMatch(/cookie|<|&amp;|&nbsp;/);
    expect(excerpt).toMatch(/[^\s]…$/);
  });

  it('the menu teaser drops script content and decodes entities too', () => {
    expect(teaser('<p>Kamery &amp; rekordéry</p><script>alert(1)</script>')).toBe('Kamery & rekordéry');
  });
});

describe('plainTextExcerpt for meta descriptions', () => {
  it('decodes entities, drops tags and keeps within the length asked for', () => {
    expect(plainTextExcerpt('<p>Kamery&nbsp;<b>IP</b> &amp; DVR</p>')).toBe('Kamery IP & DVR');
    expect(plainTextExcerpt(`<p>${'slovo '.repeat(60)}</p>`, 40).length).toBeLessThanOrEqual(40);
  });
});
