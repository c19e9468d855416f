import { htmlToLines } from '@/lib/html-lines';

describe('htmlToLines', () => {
  it('turns a warehouse address into text lines without markup', () => {
    expect(htmlToLines('<p>Priemyselná 12<br>821 09 Bratislava</p><p>Po &ndash; Št 8:00 &amp; <b>Pi</b></p>')).toEqual([
      'Priemyselná 12',
      '821 09 Bratislava',
      'Po &ndash; Št 8:00 & Pi',
    ]);
    expect(htmlToLines('<script>alert(1)</script>')).toEqual(['alert(1)']);
  });
});
