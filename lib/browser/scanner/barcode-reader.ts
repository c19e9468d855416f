import type { ReaderOptions } from 'zxing-wasm/reader';

/**
 * Reads EAN-13, Code 128 and QR codes from the camera's picture (docs/decisions/065-ean-and-scanning.md):
 * the browser's own BarcodeDetector where it reads all three, else zxing-wasm (ZXing-C++ compiled to
 * WebAssembly), whose code and .wasm are fetched from this shop only when a scan starts. Frames are
 * read in the page and never leave the device.
 */

/** Reads one frame: the codes' texts, none when nothing is readable in it. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string[]>;

/** Where the instance serves zxing-wasm's reader binary (app/scanner/zxing_reader.wasm/route.ts); never a CDN. */
export const ZXING_WASM_PATH = '/scanner/zxing_reader.wasm';

const NATIVE_FORMATS = ['ean_13', 'code_128', 'qr_code'] as const;

/** zxing-wasm's options: the same three formats, one code a frame, checksums verified by the decoder. */
export const WASM_READER_OPTIONS = { formats: ['EAN13', 'Code128', 'QRCode'], tryHarder: true, maxNumberOfSymbols: 1 } satisfies ReaderOptions;

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's BarcodeDetector when it reads every format we need (Chrome on Android, Safari has none). */
async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    if (!NATIVE_FORMATS.every((format) => supported.includes(format))) return null;
    const detector = new Detector({ formats: [...NATIVE_FORMATS] });
    return async (video) => (await detector.detect(video)).map((code) => code.rawValue);
  } catch {
    return null;
  }
}

/** zxing-wasm's reader, its binary from our own origin (its default would fetch it from a CDN). */
async function wasmReader(): Promise<FrameReader> {
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader');
  await prepareZXingModule({ overrides: { locateFile: (file: string) => (file.endsWith('.wasm') ? ZXING_WASM_PATH : file) }, fireImmediately: true });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  return async (video) => {
    if (video.videoWidth === 0) return [];
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    const found = await readBarcodes(frame, WASM_READER_OPTIONS);
    return found.filter((code) => code.isValid).map((code) => code.text);
  };
}

/** The reader this browser can use: native first, then the WebAssembly one. */
export async function createFrameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? wasmReader();
}
