import { htmlToLines } from '@/lib/shared/format/html-lines';

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

describe('htmlToLines on broken or tricky markup', () => {
  it('leaves no comment, attribute text or non-text content behind, and keeps a text "<"', () => {
    expect(htmlToLines('<p title="<b>x</b>">A<!-- <script>alert(2)</script> --> B</p><svg><text>svg</text></svg><p>1 < 2 <b>tag')).toEqual([
      'A B',
      '1 < 2 tag',
    ]);
  });

  it('decodes a named entity outside its small table only when given a full decoder', () => {
    expect(htmlToLines('<p>&scaron;</p>')).toEqual(['&scaron;']);
    expect(htmlToLines('<p>&scaron;</p>', (text) => text.replace('&scaron;', 'š'))).toEqual(['š']);
  });
});
