import { htmlToLines } from '@/lib/format/html-lines';

describe('htmlToLines', () => {
  it('turns a warehouse address into text lines without markup', () => {
    expect(htmlToLines('<p>Priemyselná 12<br>821 09 Bratislava</p><p>Po &ndash; Št 8:00 &amp; <b>Pi</b></p>')).toEqual([
      'Priemyselná 12',
      '821 09 Bratislava',
      'Po – Št 8:00 & Pi',
    ]);
  });

  it('shows no script or style content and decodes numeric and hex entities', () => {
    expect(htmlToLines('<p>Sklad<script>alert(1)</script><style>p{}</style></p><p>Ko&#353;ice &#x17E;&nbsp;&nbsp;x</p>')).toEqual(['Sklad', 'Košice ž x']);
  });
});
