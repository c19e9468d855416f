/** @jest-environment node */
import { MAX_FILE_BYTES, spreadsheetText } from '@/lib/shop/quick-order/spreadsheet-file';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('spreadsheetText', () => {
  it('reads UTF-8 with and without BOM', () => {
    expect(spreadsheetText(utf8('Kód;Množstvo\nA-1;2'))).toEqual({ text: 'Kód;Množstvo\nA-1;2' });
    expect(spreadsheetText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Kód;Množstvo')]))).toEqual({ text: 'Kód;Množstvo' });
  });

  it('reads Windows-1250 as Slovak Excel writes it', () => {
    // 'Kód;Množstvo;Čidlo' in Windows-1250: ó = 0xF3, ž = 0x9E, Č = 0xC8
    const bytes = new Uint8Array([0x4b, 0xf3, 0x64, 0x3b, 0x4d, 0x6e, 0x6f, 0x9e, 0x73, 0x74, 0x76, 0x6f, 0x3b, 0xc8, 0x69, 0x64, 0x6c, 0x6f]);
    expect(spreadsheetText(bytes)).toEqual({ text: 'Kód;Množstvo;Čidlo' });
  });

  it('refuses binary files and files over 1 MB', () => {
    expect(spreadsheetText(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toEqual({ error: 'binary' });
    expect(spreadsheetText(new Uint8Array([0x41, 0x01, 0x02, 0x42]))).toEqual({ error: 'binary' });
    expect(spreadsheetText(new Uint8Array(MAX_FILE_BYTES + 1).fill(0x41))).toEqual({ error: 'tooLarge' });
  });
});
