/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { prepareZXingModule, readBarcodes, writeBarcode } from 'zxing-wasm/full';
import { WASM_READER_OPTIONS } from '@/lib/browser/scanner/barcode-reader';

// The browser loads zxing-wasm's reader; here its full build (reader and writer) draws the codes
// and reads them back with the options the scanner uses, from the installed binary (no CDN).
beforeAll(async () => {
  const wasm = readFileSync('node_modules/zxing-wasm/dist/full/zxing_full.wasm');
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
});

async function readBack(format: 'EAN13' | 'Code128' | 'QRCode' | 'DataMatrix', text: string) {
  const written = await writeBarcode(text, { format, scale: 3 });
  if (!written.image) throw new Error(written.error);
  return (await readBarcodes(await written.image.arrayBuffer(), WASM_READER_OPTIONS)).map((code) => [code.format, code.text, code.isValid]);
}

describe('the scanner’s WebAssembly decoder options', () => {
  it('reads an EAN-13, a Code 128 product code and a QR address', async () => {
    expect(await readBack('EAN13', '8580000000016')).toEqual([['EAN13', '8580000000016', true]]);
    expect(await readBack('Code128', 'DS-2CD2143G2-I')).toEqual([['Code128', 'DS-2CD2143G2-I', true]]);
    expect(await readBack('QRCode', 'https://shop.example.sk/product/ip-kamera')).toEqual([['QRCode', 'https://shop.example.sk/product/ip-kamera', true]]);
  });

  it('leaves formats the shop does not read alone', async () => {
    expect(await readBack('DataMatrix', 'DS-2CD2143G2-I')).toEqual([]);
  });
});
